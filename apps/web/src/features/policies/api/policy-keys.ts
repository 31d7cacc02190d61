import type { PolicyStatusFilter } from '@tg/domain';
import { policiesQueryKey } from '../../insurance/shared/api/subscriptions-api';

/** One page of the worker's subscriptions table as the screen holds it; `page` counts from 1. */
export interface PoliciesListParams {
  page: number;
  limit: number;
  policyNumber?: string;
  tractorNumber?: string;
  status?: PolicyStatusFilter;
  /** The creator's user id. */
  createdBy?: string;
}

/** Under the shared subscriptions prefix: a change made anywhere refreshes this table too. */
export const policyKeys = {
  all: policiesQueryKey,
  lists: () => [...policyKeys.all, 'list'] as const,
  list: (params: PoliciesListParams) => [...policyKeys.lists(), params] as const,
};
