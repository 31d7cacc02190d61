export interface SpecialUsersListParams {
  /** Counted from 1. */
  page: number;
  limit: number;
  /** Name search, already trimmed and at least 3 characters; absent for none. */
  name?: string;
}

export const specialUserKeys = {
  all: ['special-users'] as const,
  lists: () => [...specialUserKeys.all, 'list'] as const,
  list: (params: SpecialUsersListParams) => [...specialUserKeys.lists(), params] as const,
};
