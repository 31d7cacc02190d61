import { useQuery } from '@tanstack/react-query';
import {
  type ContractInput,
  insuranceDashboardContracts as dashboard,
  policyContracts as policies,
} from '@tg/domain';
import { call, contractKey } from '../../../../app/api-client';

/** The caller's own figures: an agent's, an agency's or a customer's (staff get everyone's). */
export function useAgentDashboard() {
  return useQuery({
    queryKey: contractKey(dashboard.agent, {}),
    queryFn: ({ signal }) => call(dashboard.agent, {}, { signal }),
  });
}

/** The signed-in customer's latest subscriptions: the server answers only the customer's own. */
export function useMyPolicies(limit: number) {
  // The first page, counted from 0 as the subscription calls count (ADR 0010).
  const input: ContractInput<typeof policies.list> = { page: 0, limit };
  return useQuery({
    queryKey: contractKey(policies.list, input),
    queryFn: () => call(policies.list, input),
  });
}
