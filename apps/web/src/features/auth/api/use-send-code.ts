import { useMutation } from '@tanstack/react-query';
import { type ContractInput, authContracts as calls } from '@tg/domain';
import { call } from '../../../app/api-client';

/** Asks the server to text a one-time code (also used for "send a new code"). */
export function useSendCode() {
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.sendCode>) => call(calls.sendCode, request),
  });
}
