import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type ActivityRow, activityLog } from './audit.table';

export interface Actor {
  userId: string | null;
  role: string | null;
  name?: string | null;
}

export interface ActivityEntry {
  action: 'create' | 'update' | 'delete' | 'approve' | 'transfer' | 'sign-in' | 'sign-out' | (string & {});
  entity: string;
  entityId?: string | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  notes?: string | null;
}

/** Writes one entry; pass the transaction of the change so both land or neither does. */
export async function recordActivity(executor: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
  await executor.insert(activityLog).values({
    actorId: actor.userId,
    actorRole: actor.role,
    actorName: actor.name ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    oldValues: entry.oldValues ?? null,
    newValues: entry.newValues ?? null,
    notes: entry.notes ?? null,
  });
}

/** The fields that differ, as {old, new} maps for the log. */
export function changedValues<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { oldValues: Record<string, unknown>; newValues: Record<string, unknown> } {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) {
      oldValues[key] = before[key];
      newValues[key] = value;
    }
  }
  return { oldValues, newValues };
}

/** The log of some records of one kind, newest first, grouped by record id. */
export async function activityOf(
  executor: Executor,
  entity: string,
  entityIds: readonly string[],
): Promise<Map<string, ActivityRow[]>> {
  const byId = new Map<string, ActivityRow[]>();
  if (entityIds.length === 0) return byId;
  const rows = await executor
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, entity), inArray(activityLog.entityId, [...entityIds])))
    .orderBy(desc(activityLog.at), desc(activityLog.id));
  for (const row of rows) {
    const id = row.entityId ?? '';
    byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  return byId;
}
