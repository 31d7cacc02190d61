import { useMutation } from '@tanstack/react-query';
import { type PolicyUpdateResult, policyContracts, type ServiceCall, serviceCallContracts } from '@tg/domain';
import { call } from '../../../app/api-client';
import { serviceCallReads, subscriptionReads, useInvalidateReads } from '../shared/api/insurance-reads';

/**
 * Every read of subscriptions and of service calls (the worker tables, the agent's tabs, the
 * dashboards): an approval refreshes them all.
 */
export const approvalInvalidates = [...new Set([...subscriptionReads, ...serviceCallReads])];

export type ApproveRequest =
  | { kind: 'policy'; _id: string; notes: string }
  | { kind: 'serviceCall'; _id: string; notes: string };

export type ApproveAnswer =
  | { kind: 'policy'; result: PolicyUpdateResult }
  | { kind: 'serviceCall'; serviceCall: ServiceCall };

async function approve(request: ApproveRequest): Promise<ApproveAnswer> {
  if (request.kind === 'policy') {
    const result = await call(policyContracts.update, {
      generalPolicy: { _id: request._id, status: 'active', notes: request.notes },
    });
    return { kind: 'policy', result };
  }
  const answer = await call(serviceCallContracts.approve, {
    serviceCall: { _id: request._id, status: 'approved', notes: request.notes },
  });
  return { kind: 'serviceCall', serviceCall: answer.serviceCall };
}

/** Approves a pending subscription (its PDF is made first) or a pending service call. */
export function useApprove() {
  const refresh = useInvalidateReads(approvalInvalidates);
  const mutation = useMutation({ mutationFn: approve, onSuccess: () => void refresh() });
  /** `refresh` also after a 409: someone else approved it, and the lists should say so. */
  return { mutation, refresh };
}
