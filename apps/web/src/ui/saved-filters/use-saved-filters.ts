import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateSavedFilter, savedFilterContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../app/api-client';

/** The person's saved filters of one list screen, and those their team shared (issue 18). */
export function useSavedFilters(screen: string, enabled: boolean) {
  return useQuery({
    queryKey: contractKey(calls.list, { screen }),
    queryFn: ({ signal }) => call(calls.list, { screen }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

function useInvalidate(screen: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractKey(calls.list, { screen }) });
}

export function useSaveFilter(screen: string) {
  const invalidate = useInvalidate(screen);
  return useMutation({
    mutationFn: (input: Omit<CreateSavedFilter, 'screen'>) => call(calls.create, { ...input, screen }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteFilter(screen: string) {
  const invalidate = useInvalidate(screen);
  return useMutation({
    mutationFn: (id: string) => call(calls.remove, { _id: id }),
    onSuccess: () => void invalidate(),
  });
}

/**
 * What a saved filter keeps of the address: everything but the page, so opening it starts on the
 * first page of what it finds.
 */
export function filterQueryOf(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete('page');
  kept.sort();
  return kept.toString();
}
