import { addDays, todayIso } from '@tg/domain';
import { and, count, lte } from 'drizzle-orm';
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

    /**
     * Active subscriptions whose end falls within the next `days` days, today included: the list's
     * `status=active` (the same condition), whose link sorts by end date ascending, so these are
     * the rows on top of the list it opens.
     */
    endingWithin(caller: AccessClaims, days: number) {
      const today = todayIso(now());
      const filters: PolicyFilters = { status: 'active', today };
      return countWhere(caller, and(policyConditions(filters), lte(policies.endDate, addDays(today, days))));
    },
  };
}
export type PolicyCounts = ReturnType<typeof createPolicyCounts>;
