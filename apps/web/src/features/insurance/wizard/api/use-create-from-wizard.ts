import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policyContracts, serviceCallContracts, type WizardMode } from '@tg/domain';
import { call } from '../../../../app/api-client';
import { policyRequest, serviceCallRequest, type WizardCreated } from '../wizard-request';
import type { WizardFormValues } from '../wizard-values';

/**
 * Sends the wizard: a pending subscription or a pending service call. Afterwards every cached read
 * is marked stale, because the lists, counts and dashboards of several areas show the new record.
 */
export function useCreateFromWizard(mode: WizardMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WizardFormValues): Promise<WizardCreated> =>
      mode === 'subscription'
        ? call(policyContracts.create, policyRequest(values))
        : call(serviceCallContracts.create, serviceCallRequest(values)),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
