import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ContractInput,
  policyContracts as calls,
  isPolicyPdfPreparing,
  type PoliciesList,
  type PoliciesSortKey,
  type PolicyStatusFilter,
  type SortDirection,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/**
 * One page of the worker's subscriptions table as the screen holds it: `page` counts from 1, like
 * the pagination shows it; the call counts from 0 (see toPoliciesQuery).
 */
export interface PoliciesListParams {
  page: number;
  limit: number;
  policyNumber?: string;
  tractorNumber?: string;
  status?: PolicyStatusFilter;
  /** The creator's user id. */
  createdBy?: string;
  sortBy?: PoliciesSortKey;
  sortDir?: SortDirection;
}

/** The request body of one page: the insurance lists count pages from 0 on the wire (ADR 0010). */
export function toPoliciesQuery(params: PoliciesListParams): ContractInput<typeof calls.list> {
  const query: ContractInput<typeof calls.list> = { page: params.page - 1, limit: params.limit };
  if (params.policyNumber) query.policyNumber = params.policyNumber;
  if (params.tractorNumber) query.tractorNumber = params.tractorNumber;
  if (params.status) query.status = params.status;
  if (params.createdBy) query.createdBy = params.createdBy;
  if (params.sortBy) query.sortBy = params.sortBy;
  if (params.sortDir) query.sortDir = params.sortDir;
  return query;
}

/** How often a page asks again while one of its rows' PDF is being prepared (ADR 0037). */
export const pdfPreparingRefetchMs = 4000;

/** Refetch while a row shown was just approved and its PDF is not stored yet; stop once none is. */
export function refetchWhilePdfPreparing(page: PoliciesList | undefined, now = new Date()): number | false {
  const isAnyPreparing = page?.policies.some((policy) => isPolicyPdfPreparing(policy, now)) ?? false;
  return isAnyPreparing ? pdfPreparingRefetchMs : false;
}

/** One page of subscriptions; the previous page stays on screen while the next one loads. */
export function usePolicies(params: PoliciesListParams) {
  const input = toPoliciesQuery(params);
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: () => call(calls.list, input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchWhilePdfPreparing(query.state.data),
  });
}
