import { useQueryClient } from '@tanstack/react-query';
import {
  type ContractDefinition,
  insuranceDashboardContracts as dashboard,
  policyContracts as policies,
  serviceCallContracts as serviceCalls,
} from '@tg/domain';
import { contractKey } from '../../../../app/api-client';

/**
 * The calls whose cached answers show subscriptions: the worker table (and the customer's latest),
 * the agent's three tabs and the dashboard figures. Whoever creates, approves, cancels, renews or
 * imports a subscription refreshes them all.
 */
export const subscriptionReads = [
  policies.list,
  policies.agentPending,
  policies.agentActive,
  policies.agentCanceled,
  dashboard.agent,
] as const;

/** The calls whose cached answers show service calls; the dashboard counts them too. */
export const serviceCallReads = [
  serviceCalls.list,
  serviceCalls.agentActive,
  serviceCalls.agentPending,
  dashboard.agent,
] as const;

/** Marks every cached answer of these calls stale, whatever input it was asked with. */
export function useInvalidateReads(reads: readonly ContractDefinition[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(reads.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })));
}

export const useInvalidateSubscriptions = () => useInvalidateReads(subscriptionReads);
export const useInvalidateServiceCalls = () => useInvalidateReads(serviceCallReads);
