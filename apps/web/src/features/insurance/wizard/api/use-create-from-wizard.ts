import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WizardMode } from '@tg/domain';
import { api } from '../../../../app/api-client';
import { policyRequest, serviceCallRequest, type WizardCreated, wizardEndpoints } from '../wizard-request';
import type { WizardFormValues } from '../wizard-values';

/**
 * Sends the wizard: a pending subscription or a pending service call. Afterwards every cached read
 * is marked stale, because the lists, counts and dashboards of several areas (each with its own
 * keys) show the new record.
 */
export function useCreateFromWizard(mode: WizardMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WizardFormValues) =>
      api.post<WizardCreated>(
        wizardEndpoints[mode],
        mode === 'subscription' ? policyRequest(values) : serviceCallRequest(values),
      ),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
