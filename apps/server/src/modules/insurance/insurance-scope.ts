import { isStaff } from '@tg/domain';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InsuranceViewer } from './insurance-viewer';

interface ScopedColumns {
  createdById: PgColumn;
  groupId: PgColumn;
  customerUserId: PgColumn;
}

/**
 * What a viewer may see of subscriptions or service calls (spec 1 §6, ADR 0010): staff all; an
 * agent or company what it created and what belongs to its groups; a customer what it created
 * or what is for it. Undefined means no restriction. Repository-layer code: only repositories
 * call it.
 */
export function insuranceScope(table: ScopedColumns, viewer: InsuranceViewer): SQL | undefined {
  if (isStaff(viewer.role)) return undefined;
  const own = eq(table.createdById, viewer.userId);
  if (viewer.role === 'customer') return or(own, eq(table.customerUserId, viewer.userId));
  if (viewer.groupIds.length > 0) return or(own, inArray(table.groupId, [...viewer.groupIds]));
  return own ?? sql`false`;
}
