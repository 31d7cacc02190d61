import { useMutation } from '@tanstack/react-query';
import { type ContractInput, policyContracts as calls } from '@tg/domain';
import { call } from '../../../../app/api-client';
import { useInvalidateSubscriptions } from './insurance-reads';

/** Cancels a subscription with a reason; the record stays, with status cancelled. */
export function useCancelPolicy() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.cancel>) => call(calls.cancel, request),
    onSuccess: () => void invalidate(),
  });
}
