import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PoliciesList, PoliciesQuery, Policy, PolicyImportResult } from '@tg/domain';
import { api } from '../../../app/api-client';
import { type UploadProgress, uploadWithProgress } from '../../files/upload-with-progress';
import { type PoliciesListParams, policyKeys } from './policy-keys';

const base = '/insurance/subscriptions';

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
    queryFn: () => api.post<PoliciesList>(`${base}/fetchGeneralPolicy`, toPoliciesQuery(params)),
    placeholderData: keepPreviousData,
  });
}

function useInvalidatePolicies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: policyKeys.all });
}

/** Cancels a subscription with a reason; the record stays, with status cancelled. */
export function useCancelPolicy() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (request: { _id: string; closeReason: string }) =>
      api.post<Policy>(`${base}/cancelGeneralPolicy`, request),
    onSuccess: () => void invalidate(),
  });
}

/** A signed link to the subscription's PDF, made by the server on the first request. */
export function fetchPolicyPdfUrl(_id: string): Promise<string> {
  return api.post<{ url: string }>(`${base}/policyPdf`, { _id }).then((answer) => answer.url);
}

export interface ImportPoliciesRequest {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends a subscriptions CSV; the answer reports every row. The lists refresh afterwards. */
export function useImportPolicies() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: ImportPoliciesRequest) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress<PolicyImportResult>(`${base}/importCsv`, form, { onProgress, signal });
    },
    onSuccess: () => void invalidate(),
  });
}
