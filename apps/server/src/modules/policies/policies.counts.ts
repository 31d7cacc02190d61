import { addDays, todayIso } from '@tg/domain';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/client';
import { insuranceScope } from '../insurance/insurance-scope';
import { viewerOf } from '../insurance/insurance-viewer';
import { type PolicyFilters, policyConditions } from './policies.filters';
import { policies } from './policies.table';

/**
 * Counts for the home (issue 18), each scoped as the subscriptions list is and narrowed by the
 * list's own conditions, so a count is what its link opens. One COUNT a figure, each on an index
 * (`policies_status_created_idx`, `policies_end_idx`) rather than one pass over every row.
 */
export function createPolicyCounts(db: Executor, now: () => Date = () => new Date()) {
  async function countWhere(caller: AccessClaims, where: ReturnType<typeof and>) {
    const viewer = await viewerOf(db, caller);
    const [row] = await db
      .select({ total: count() })
      .from(policies)
      .where(and(insuranceScope(policies, viewer), where));
    return row?.total ?? 0;
  }

  return {
    /** Subscriptions awaiting approval: the list's `status=pending`. */
    pending(caller: AccessClaims) {
      const filters: PolicyFilters = { status: 'pending', today: todayIso(now()) };
      return countWhere(caller, policyConditions(filters));
    },

    /** Active subscriptions whose end falls within the next `days` days, today included. */
    endingWithin(caller: AccessClaims, days: number) {
      const today = todayIso(now());
      return countWhere(
        caller,
        and(
          eq(policies.status, 'active'),
          gte(policies.endDate, today),
          lte(policies.endDate, addDays(today, days)),
        ),
      );
    },
  };
}
export type PolicyCounts = ReturnType<typeof createPolicyCounts>;
