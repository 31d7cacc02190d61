import { defineContract } from '../common/contract';
import { healthSchema } from './health.schema';

/** The health check (load balancers, `npm start` readiness). */
export const healthContracts = {
  /** Answers 503 with the same body when the database does not answer. */
  check: defineContract({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'platform',
    response: healthSchema,
  }),
};
