import type { PolicyProductType } from '@tg/domain';

export interface PolicyProductsListParams {
  /** Counted from 1, as the service-letter call counts (ADR 0010). */
  page: number;
  limit: number;
  /** Windows or lights and mirrors; absent for both. */
  type?: PolicyProductType;
  /** Name or product number, already trimmed and long enough; absent for none. */
  search?: string;
}

export const policyProductKeys = {
  all: ['policy-products'] as const,
  lists: () => [...policyProductKeys.all, 'list'] as const,
  list: (params: PolicyProductsListParams) => [...policyProductKeys.lists(), params] as const,
};
