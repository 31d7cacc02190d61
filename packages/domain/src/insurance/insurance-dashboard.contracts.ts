import { defineContract } from '../common/contract';
import { agentDashboardSchema } from './agent-dashboard.schema';

/** The agent and customer dashboards: the caller's own figures, never samples. */
export const insuranceDashboardContracts = {
  agent: defineContract({
    method: 'GET',
    path: '/api/insurance/subscriptions/agentDashboard',
    access: 'policies.read',
    tag: 'subscriptions',
    response: agentDashboardSchema,
  }),
};
