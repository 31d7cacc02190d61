import type { PolicyStatusFilter } from '@tg/domain';

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

/**
 * Every subscription query starts with `['policies']`: approving, cancelling or importing anywhere
 * (the approve dialog, the agent's screens) refreshes them all by invalidating that prefix.
 */
export const policyKeys = {
  all: ['policies'] as const,
  lists: () => [...policyKeys.all, 'list'] as const,
  list: (params: PoliciesListParams) => [...policyKeys.lists(), params] as const,
};
