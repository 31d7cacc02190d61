import { policiesQueryKey } from '../../shared/api/subscriptions-api';

/** Under the shared subscriptions prefix: a change made anywhere refreshes these figures and lists too. */
export const dashboardKeys = {
  agentDashboard: () => [...policiesQueryKey, 'agent-dashboard'] as const,
  /** The signed-in customer's own latest subscriptions. */
  myPolicies: (limit: number) => [...policiesQueryKey, 'mine', limit] as const,
};
