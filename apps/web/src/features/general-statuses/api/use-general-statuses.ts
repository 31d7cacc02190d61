import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, generalStatusContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/**
 * Every general status in index order (spec 2 §3): the settings list, and the status dropdown of
 * the document screens. Statuses change rarely, so one answer serves every screen for a minute.
 */
export function useGeneralStatuses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: contractKey(calls.list, {}),
    queryFn: ({ signal }) => call(calls.list, {}, { signal }),
    select: (answer) => [...answer.generalStatuses].sort((a, b) => a.index - b.index),
    staleTime: 60_000,
  });
}

/** Refetches every screen's list; a failed change refreshes too, since the list may have moved. */
function useRefreshStatuses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractKey(calls.list) });
}

export function useCreateGeneralStatus() {
  const refresh = useRefreshStatuses();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.create>) => call(calls.create, request),
    onSettled: () => void refresh(),
  });
}

export function useUpdateGeneralStatus() {
  const refresh = useRefreshStatuses();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.update>) => call(calls.update, request),
    onSettled: () => void refresh(),
  });
}

export function useDeleteGeneralStatus() {
  const refresh = useRefreshStatuses();
  return useMutation({
    mutationFn: (id: string) => call(calls.remove, { id }),
    onSettled: () => void refresh(),
  });
}
