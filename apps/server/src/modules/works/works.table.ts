import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Works: labour items (spec 2 §3, ADR 0024). A catalogue number belongs to one work for good:
 * unique over every row, deleted ones included, so a document line that names a deleted work
 * still finds it.
 */
export const works = pgTable(
  'works',
  {
    id: uuid().primaryKey().defaultRandom(),
    catalogNumber: text().notNull(),
    name: text().notNull(),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    createdById: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('works_catalog_number_idx').on(table.catalogNumber),
    // The list's search matches a name anywhere, case-insensitively.
    index('works_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);
export type WorkRow = typeof works.$inferSelect;
export type NewWorkRow = typeof works.$inferInsert;

/**
 * The one counter works take their numbers from: a single row, locked by each create, so numbers
 * are consecutive under concurrency and a number once given (or skipped) is never given again.
 */
export const workCatalogCounter = pgTable(
  'work_catalog_counter',
  {
    id: boolean().primaryKey().default(true),
    nextNumber: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [check('work_catalog_counter_single_row', sql`${table.id}`)],
);
