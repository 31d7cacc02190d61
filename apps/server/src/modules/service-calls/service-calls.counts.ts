import { and, count } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/client';
import { insuranceScope } from '../insurance/insurance-scope';
import { viewerOf } from '../insurance/insurance-viewer';
import { serviceCallConditions } from './service-calls.filters';
import { serviceCalls } from './service-calls.table';

/**
 * Counts for the home (issue 18): scoped and narrowed exactly as the service-call list is, one
 * COUNT on `service_calls_status_created_idx`.
 */
export function createServiceCallCounts(db: Executor) {
  return {
    /** Service calls awaiting approval: the list's `status=pending`. */
    async pending(caller: AccessClaims): Promise<number> {
      const viewer = await viewerOf(db, caller);
      const [row] = await db
        .select({ total: count() })
        .from(serviceCalls)
        .where(and(insuranceScope(serviceCalls, viewer), serviceCallConditions({ status: 'pending' })));
      return row?.total ?? 0;
    },
  };
}
export type ServiceCallCounts = ReturnType<typeof createServiceCallCounts>;
