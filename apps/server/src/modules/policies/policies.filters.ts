import type { PolicyStatusFilter } from '@tg/domain';
import { and, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql-helpers';
import { policies } from './policies.table';

/** The list filter of a shown status (`ended` and `closed` are derived, see policies.mapper). */
function statusCondition(status: PolicyStatusFilter | undefined, today: string): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'pending':
    case 'cancelled':
      return eq(policies.status, status);
    case 'active':
      return and(eq(policies.status, 'active'), gte(policies.endDate, today));
    case 'ended':
      return and(eq(policies.status, 'active'), lt(policies.endDate, today));
    case 'closed':
      return or(
        eq(policies.status, 'cancelled'),
        and(eq(policies.status, 'active'), lt(policies.endDate, today)),
      );
  }
}

/** A typed policy number, with or without its PI- prefix, matched from the start. */
function policyNumberCondition(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const upper = term.toUpperCase().replace(/\s/g, '');
  const withPrefix = upper.startsWith('PI-') ? upper : `PI-${upper}`;
  return like(policies.policyNumber, `${escapeLike(withPrefix)}%`);
}

const startsWith = (column: typeof policies.plate | typeof policies.chassis, term?: string) =>
  term ? like(column, `${escapeLike(term)}%`) : undefined;

/**
 * What a subscription list is narrowed by, as plain values the service has already cleaned
 * (trimmed, machine numbers normalized); an absent field narrows nothing.
 */
export interface PolicyFilters {
  status?: PolicyStatusFilter;
  /** Today's date: it divides active subscriptions from ended ones. */
  today: string;
  /** A typed policy number, with or without its PI- prefix. */
  policyNumber?: string;
  plateStartsWith?: string;
  chassisStartsWith?: string;
  createdBy?: string;
}

/** The list's conditions; only the repository turns filters into SQL. */
export function policyConditions(filters: PolicyFilters): SQL | undefined {
  return and(
    statusCondition(filters.status, filters.today),
    policyNumberCondition(filters.policyNumber),
    startsWith(policies.plate, filters.plateStartsWith),
    startsWith(policies.chassis, filters.chassisStartsWith),
    filters.createdBy ? eq(policies.createdById, filters.createdBy) : undefined,
  );
}
