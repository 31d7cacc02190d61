import { useQuery } from '@tanstack/react-query';
import type { AgentDashboard, PoliciesList } from '@tg/domain';
import { api } from '../../../../app/api-client';
import { subscriptionsPath } from '../../shared/api/subscriptions-api';
import { dashboardKeys } from './dashboard-keys';

/** The caller's own figures: an agent's, an agency's or a customer's (staff get everyone's). */
export function useAgentDashboard() {
  return useQuery({
    queryKey: dashboardKeys.agentDashboard(),
    queryFn: ({ signal }) =>
      api.get<AgentDashboard>(`${subscriptionsPath}/agentDashboard`, undefined, signal),
  });
}

/** The signed-in customer's latest subscriptions: the server answers only the customer's own. */
export function useMyPolicies(limit: number) {
  return useQuery({
    queryKey: dashboardKeys.myPolicies(limit),
    queryFn: () => api.post<PoliciesList>(`${subscriptionsPath}/fetchGeneralPolicy`, { page: 0, limit }),
  });
}
