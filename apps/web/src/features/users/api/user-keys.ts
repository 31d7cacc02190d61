import type { ManagedRole, UsersQuery } from '@tg/domain';

export type UsersListParams = Omit<UsersQuery, 'role' | 'page' | 'limit'> & {
  role: ManagedRole;
  /** Counted from 1. */
  page: number;
  limit: number;
};

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...userKeys.lists(), params] as const,
  lookups: () => [...userKeys.all, 'lookup'] as const,
  lookup: (role: ManagedRole, fields: string) => [...userKeys.lookups(), role, fields] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  /** A person's signed-in sessions (the admin's sessions tab). */
  sessions: (id: string) => [...userKeys.all, 'sessions', id] as const,
};
