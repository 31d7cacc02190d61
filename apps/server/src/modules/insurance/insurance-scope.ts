import { isStaff, type Role } from '@tg/domain';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface ScopedColumns {
  createdById: PgColumn;
  groupId: PgColumn;
  customerUserId: PgColumn;
}

/**
 * What a caller may see of subscriptions or service calls (spec 1 §6, ADR 0010): staff all; an
 * agent or company what it created and what belongs to its groups; a customer what it created
 * or what is for it. Undefined means no restriction.
 */
export function insuranceScope(
  table: ScopedColumns,
  caller: { userId: string; role: Role },
  groupIds: readonly string[],
): SQL | undefined {
  if (isStaff(caller.role)) return undefined;
  const own = eq(table.createdById, caller.userId);
  if (caller.role === 'customer') return or(own, eq(table.customerUserId, caller.userId));
  if (groupIds.length > 0) return or(own, inArray(table.groupId, [...groupIds]));
  return own ?? sql`false`;
}
