import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * General statuses (spec 2 §3): a name and a place in the list, 1..n with no gaps. The spec calls
 * them `value` and `index`; here they are `name` and `position`. The defaults, system statuses
 * included, are inserted by a migration, so every install has them (ADR 0023).
 */
export const generalStatuses = pgTable(
  'general_statuses',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Unique ignoring case: the service answers 409 first; this holds even if a check is missed.
    uniqueIndex('general_statuses_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('general_statuses_position_unique').on(table.position),
  ],
);
export type GeneralStatusRow = typeof generalStatuses.$inferSelect;
