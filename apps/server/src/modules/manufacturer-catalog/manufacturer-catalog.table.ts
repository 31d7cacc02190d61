import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The manufacturer catalogue (spec 3 §2.10): manufacturers with the other names the registry or
 * people use for them, and their models and sub-models. Numbers and years are read from the
 * registry when asked, not copied here.
 */
export const catalogManufacturers = pgTable(
  'catalog_manufacturers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    aliases: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('catalog_manufacturers_name_idx').on(sql`lower(${table.name})`),
    index('catalog_manufacturers_aliases_idx').using('gin', table.aliases),
  ],
);
export type CatalogManufacturerRow = typeof catalogManufacturers.$inferSelect;

/** A model of a manufacturer (`parentId` null) or a sub-model of a model. */
export const catalogModels = pgTable(
  'catalog_models',
  {
    id: uuid().primaryKey().defaultRandom(),
    manufacturerId: uuid()
      .notNull()
      .references(() => catalogManufacturers.id, { onDelete: 'cascade' }),
    parentId: uuid(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('catalog_models_name_idx')
      .on(table.manufacturerId, sql`lower(${table.name})`)
      .where(sql`${table.parentId} is null`),
    uniqueIndex('catalog_sub_models_name_idx')
      .on(table.parentId, sql`lower(${table.name})`)
      .where(sql`${table.parentId} is not null`),
  ],
);
export type CatalogModelRow = typeof catalogModels.$inferSelect;
