/**
 * Keys start with 'policies', so whoever creates, approves, cancels or renews a subscription (the
 * wizard, the approve dialog, the subscriptions tables) refreshes these figures and lists too.
 */
export const dashboardKeys = {
  agentDashboard: () => ['policies', 'agent-dashboard'] as const,
  /** The signed-in customer's own latest subscriptions. */
  myPolicies: (limit: number) => ['policies', 'mine', limit] as const,
};
