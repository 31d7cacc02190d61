import { useMutation } from '@tanstack/react-query';
import type { SendOtpRequest, SendOtpResponse } from '@tg/domain';
import { api } from '../../../app/api-client';

/** Asks the server to text a one-time code (also used for "send a new code"). */
export function useSendCode() {
  return useMutation({
    mutationFn: (request: SendOtpRequest) => api.auth<SendOtpResponse>('/auth/send-otp', request),
  });
}
