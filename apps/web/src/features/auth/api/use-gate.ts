import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GateLoginRequest, GateStatus } from '@tg/domain';
import { api } from '../../../app/api-client';
import { authKeys } from './auth-keys';

/** Whether the local gate login is switched on and already passed on this browser. */
export function useGateStatus() {
  return useQuery({
    queryKey: authKeys.gate(),
    queryFn: ({ signal }) => api.get<GateStatus>('/auth/gate', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function usePassGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GateLoginRequest) => api.auth<GateStatus>('/auth/gate', request),
    onSuccess: (status) => queryClient.setQueryData(authKeys.gate(), status),
  });
}
