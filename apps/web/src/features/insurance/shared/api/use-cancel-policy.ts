import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Policy } from '@tg/domain';
import { api } from '../../../../app/api-client';
import { policiesQueryKey, subscriptionsPath } from './subscriptions-api';

/** Cancels a subscription with a reason; the record stays, with status cancelled. */
export function useCancelPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { _id: string; closeReason: string }) =>
      api.post<Policy>(`${subscriptionsPath}/cancelGeneralPolicy`, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: policiesQueryKey }),
  });
}
