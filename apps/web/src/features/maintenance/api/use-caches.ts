import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CacheClearResult, CacheList } from '@tg/domain';
import { api } from '../../../app/api-client';
import { maintenanceKeys } from './maintenance-keys';

/** The server's lookup caches with their counters. */
export function useCaches() {
  return useQuery({
    queryKey: maintenanceKeys.caches(),
    queryFn: ({ signal }) => api.get<CacheList>('/cache/list', undefined, signal),
  });
}

/** Clears one cache by name, or every cache when no name is given; the list is read again after. */
export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | undefined) =>
      api.post<CacheClearResult>('/cache/clearCache', name === undefined ? {} : { name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.caches() }),
  });
}
