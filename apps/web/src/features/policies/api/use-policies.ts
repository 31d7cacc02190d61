import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PoliciesList, PoliciesQuery } from '@tg/domain';
import { api } from '../../../app/api-client';
import { subscriptionsPath } from '../../insurance/shared/api/subscriptions-api';
import { type PoliciesListParams, policyKeys } from './policy-keys';

/** The request body of one page: the insurance lists count pages from 0 on the wire (ADR 0010). */
export function toPoliciesQuery(params: PoliciesListParams): PoliciesQuery {
  const query: PoliciesQuery = { page: params.page - 1, limit: params.limit };
  if (params.policyNumber) query.policyNumber = params.policyNumber;
  if (params.tractorNumber) query.tractorNumber = params.tractorNumber;
  if (params.status) query.status = params.status;
  if (params.createdBy) query.createdBy = params.createdBy;
  return query;
}

/** One page of subscriptions; the previous page stays on screen while the next one loads. */
export function usePolicies(params: PoliciesListParams) {
  return useQuery({
    queryKey: policyKeys.list(params),
    queryFn: () => api.post<PoliciesList>(`${subscriptionsPath}/fetchGeneralPolicy`, toPoliciesQuery(params)),
    placeholderData: keepPreviousData,
  });
}
