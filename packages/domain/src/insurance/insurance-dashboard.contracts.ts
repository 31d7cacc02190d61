/** The agent and customer dashboards. */
export const insuranceDashboardContracts = {};
