import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maintenanceContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The server's lookup caches with their counters. */
export function useCaches() {
  return useQuery({
    queryKey: contractKey(calls.caches, {}),
    queryFn: ({ signal }) => call(calls.caches, {}, { signal }),
  });
}

/** Clears one cache by name, or every cache when no name is given; the list is read again after. */
export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | undefined) => call(calls.clearCache, name === undefined ? {} : { name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKey(calls.caches) }),
  });
}
