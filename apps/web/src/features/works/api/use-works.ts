import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, workContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** One page of works as the call takes it: the page counted from 0, the search already trimmed. */
export type WorksListParams = ContractInput<typeof calls.list>;

/** One page of works; the previous page stays on screen while the next one loads. */
export function useWorks(params: WorksListParams) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: ({ signal }) => call(calls.list, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The catalogue number the next work will get (shown read-only while creating). Never cached:
 * every create dialog asks afresh, since another person may have taken the last one.
 */
export function useNextWorkNumber(enabled: boolean) {
  return useQuery({
    queryKey: contractKey(calls.nextCatalogNumber, {}),
    queryFn: () => call(calls.nextCatalogNumber, {}),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

/** Every cached page (and the next number) is stale after a change. */
function useInvalidateWorks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKey(calls.list) }),
      queryClient.invalidateQueries({ queryKey: contractKey(calls.nextCatalogNumber) }),
    ]);
}

export function useCreateWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.create>) => call(calls.create, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useUpdateWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.update>) => call(calls.update, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeleteWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({
    mutationFn: (_id: string) => call(calls.remove, { _id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}
