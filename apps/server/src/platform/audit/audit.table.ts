import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only: the application role only ever inserts. A trigger in the migration refuses
 * UPDATE and DELETE so history cannot be rewritten by a bug either.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorRole: text(),
    actorName: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    oldValues: jsonb().$type<Record<string, unknown>>(),
    newValues: jsonb().$type<Record<string, unknown>>(),
    notes: text(),
  },
  (table) => [index('activity_log_entity_idx').on(table.entity, table.entityId, table.at)],
);
export type ActivityRow = typeof activityLog.$inferSelect;
