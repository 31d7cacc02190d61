import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type authContracts, type ContractInput, authRoutes as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** Whether the local gate login is switched on and already passed on this browser. */
export function useGateStatus() {
  return useQuery({
    queryKey: contractKey(calls.gateStatus),
    queryFn: ({ signal }) => call(calls.gateStatus, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function usePassGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContractInput<typeof authContracts.passGate>) => call(calls.passGate, request),
    onSuccess: (status) => queryClient.setQueryData(contractKey(calls.gateStatus), status),
  });
}
