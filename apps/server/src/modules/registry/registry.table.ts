import type { RegistryCategory } from '@tg/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Government vehicle and tool records (and manual additions), millions of rows. Plate and chassis
 * are stored without spaces or dashes, in capitals. A record is keyed by its plate within its
 * category, or by its chassis when it has no plate; lookups across categories use the plain
 * indexes on plate and chassis.
 */
export const registryItems = pgTable(
  'registry_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().$type<RegistryCategory>().notNull(),
    /** mispar_rechev (vehicle/tractor number). */
    plate: text().notNull().default(''),
    /** mispar_shilda (chassis number, VIN). */
    chassis: text().notNull().default(''),
    /** tozeret_nm */
    manufacturer: text().notNull().default(''),
    /** degem_nm */
    model: text().notNull().default(''),
    /** shnat_yitzur, as published (four digits, or empty when the government left it out). */
    year: text().notNull().default(''),
    /** sug_tzama_nm */
    typeName: text().notNull().default(''),
    /** The category's own fields (spec 3 §3), as text. */
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** False for records people added; a re-import never touches those. */
    createdByGov: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('registry_category_plate_unique')
      .on(table.category, table.plate)
      .where(sql`${table.plate} <> ''`),
    uniqueIndex('registry_category_chassis_unique')
      .on(table.category, table.chassis)
      .where(sql`${table.plate} = '' and ${table.chassis} <> ''`),
    index('registry_plate_idx').using('btree', sql`${table.plate} text_pattern_ops`),
    index('registry_chassis_idx').using('btree', sql`${table.chassis} text_pattern_ops`),
    index('registry_options_idx').on(table.category, table.manufacturer, table.model, table.year),
    index('registry_category_created_idx').on(
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type RegistryItemRow = typeof registryItems.$inferSelect;

/** One import of a government file: its progress and outcome, readable by any server process. */
export const registryImports = pgTable('registry_imports', {
  id: uuid().primaryKey().defaultRandom(),
  category: text().$type<RegistryCategory>().notNull(),
  fileName: text().notNull(),
  status: text().$type<'running' | 'done' | 'failed'>().notNull().default('running'),
  encoding: text(),
  processedLines: integer().notNull().default(0),
  added: integer().notNull().default(0),
  updated: integer().notNull().default(0),
  unchanged: integer().notNull().default(0),
  rejected: integer().notNull().default(0),
  rejectedLines: jsonb().$type<{ line: number; reason: string }[]>().notNull().default([]),
  error: text(),
  startedBy: uuid(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});
export type RegistryImportRow = typeof registryImports.$inferSelect;
