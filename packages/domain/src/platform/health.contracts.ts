/** The health check (load balancers, `npm start` readiness). */
export const healthContracts = {};
