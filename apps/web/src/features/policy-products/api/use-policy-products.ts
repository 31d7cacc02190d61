import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, policyProductContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** Page counted from 1, as the service-letter call counts (ADR 0010); search already trimmed. */
export type PolicyProductsListParams = ContractInput<typeof calls.list>;

/** One page of service letters; the previous page stays on screen while the next one loads. */
export function usePolicyProducts(params: PolicyProductsListParams) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: () => call(calls.list, params),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every cached list (any page, type or search) is stale after a change: the product numbers and the
 * CSV type numbers of the others may move, so all of them reload.
 */
function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractKey(calls.list) });
}

export function useCreatePolicyProduct() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.create>) => call(calls.create, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useUpdatePolicyProduct() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ _id, input }: { _id: string; input: ContractInput<typeof calls.create> }) =>
      call(calls.update, { _id, ...input }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeletePolicyProduct() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (_id: string) => call(calls.remove, { _id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}
