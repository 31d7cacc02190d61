import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParsedPolicyProductInput, PolicyProduct, PolicyProductsList } from '@tg/domain';
import { api } from '../../../app/api-client';
import { type PolicyProductsListParams, policyProductKeys } from './policy-product-keys';

const base = '/insurance/policy-product';

/** One page of service letters; the previous page stays on screen while the next one loads. */
export function usePolicyProducts(params: PolicyProductsListParams) {
  return useQuery({
    queryKey: policyProductKeys.list(params),
    queryFn: () =>
      api.post<PolicyProductsList>(`${base}/fetchPolicyProducts`, {
        page: params.page,
        limit: params.limit,
        ...(params.type ? { type: params.type } : {}),
        ...(params.search ? { search: params.search } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every cached list (any page, type or search) is stale after a change: the product numbers and the
 * CSV type numbers of the others may move, so all of them reload.
 */
function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: policyProductKeys.lists() });
}

export function useCreatePolicyProduct() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: ParsedPolicyProductInput) => api.post<PolicyProduct>(`${base}/createPolicy`, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useUpdatePolicyProduct() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ _id, input }: { _id: string; input: ParsedPolicyProductInput }) =>
      api.patch<PolicyProduct>(`${base}/updatePolicyProduct`, { _id, ...input }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeletePolicyProduct() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (_id: string) => api.post<{ _id: string }>(`${base}/deletePolicy`, { _id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}
