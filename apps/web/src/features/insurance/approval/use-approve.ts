import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PolicyUpdateResult,
  ServiceCall,
  UpdatePolicyRequest,
  UpdateServiceCallRequest,
} from '@tg/domain';
import { api } from '../../../app/api-client';

/**
 * The prefixes of every subscription and service-call query (the worker tables, the agent's tabs,
 * the dashboards): an approval refreshes them all.
 */
export const approvalInvalidates = [['policies'], ['service-calls']] as const;

export type ApproveRequest =
  | { kind: 'policy'; _id: string; notes: string }
  | { kind: 'serviceCall'; _id: string; notes: string };

export type ApproveAnswer =
  | { kind: 'policy'; result: PolicyUpdateResult }
  | { kind: 'serviceCall'; serviceCall: ServiceCall };

async function approve(request: ApproveRequest): Promise<ApproveAnswer> {
  if (request.kind === 'policy') {
    const body: UpdatePolicyRequest = {
      generalPolicy: { _id: request._id, status: 'active', notes: request.notes },
    };
    const result = await api.post<PolicyUpdateResult>('/insurance/subscriptions/updateGeneralPolicy', body);
    return { kind: 'policy', result };
  }
  const body: UpdateServiceCallRequest = {
    serviceCall: { _id: request._id, status: 'approved', notes: request.notes },
  };
  const answer = await api.post<{ serviceCall: ServiceCall }>(
    '/insurance/serviceCall/updateGeneralServiceCall',
    body,
  );
  return { kind: 'serviceCall', serviceCall: answer.serviceCall };
}

/** Approves a pending subscription (its PDF is made first) or a pending service call. */
export function useApprove() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(approvalInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const mutation = useMutation({ mutationFn: approve, onSuccess: () => void refresh() });
  /** `refresh` also after a 409: someone else approved it, and the lists should say so. */
  return { mutation, refresh };
}
