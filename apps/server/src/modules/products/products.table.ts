import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0);
/** A text list; a name is given where the TS property says the concept and the column keeps the spec's word. */
const list = (column?: string) =>
  (column ? text(column) : text()).array().notNull().default(sql`'{}'::text[]`);

/**
 * Catalogue products (spec 3 §3). The catalogue number is unique among living products (stock
 * rows are keyed by it). Stock itself lives in `warehouse_stock`; `warehouse` names the
 * warehouse whose row the product form edits. Hidden products form the temporary table.
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().notNull(),
    isOriginal: boolean().notNull().default(false),
    catalogNumber: text().notNull(),
    name: text().notNull(),
    enName: text().notNull().default(''),
    visibility: boolean().notNull().default(true),
    manufacturer: text().notNull().default(''),
    model: text().notNull().default(''),
    years: list(),
    options: list(),
    /** The chassis (VIN) and vehicle-plate numbers it fits; the spec calls them vinNumber and tractorNumber. */
    chassisNumbers: list('vin_numbers'),
    plates: list('tractor_numbers'),
    alternateCatalogNumbers: list(),
    chassisAdjustments: list('vin_number_adjustments'),
    /** Chassis and vehicle numbers it fits, without spaces or dashes, in capitals: the search key. */
    fitKeys: list(),
    price: money(),
    purchasePrice: money(),
    supplierPrice: money(),
    warehouse: text().notNull().default('1'),
    installationInstructions: text().notNull().default(''),
    color: text().notNull().default(''),
    print: text().notNull().default(''),
    holes: text().notNull().default(''),
    type: text().notNull().default(''),
    width: text().notNull().default(''),
    height: text().notNull().default(''),
    weight: text().notNull().default(''),
    curvature: text().notNull().default(''),
    comments: text().notNull().default(''),
    supplierName: text().notNull().default(''),
    supplierRef: text().notNull().default(''),
    deliveryTime: text().notNull().default(''),
    createdById: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('products_living_catalog_number_idx')
      .on(table.catalogNumber)
      .where(sql`${table.deletedAt} is null`),
    // The table search matches a catalogue number from its start and a name anywhere, case-insensitively.
    index('products_catalog_number_trgm_idx').using('gin', sql`${table.catalogNumber} gin_trgm_ops`),
    index('products_listing_idx')
      .on(table.category, table.visibility, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('products_fit_keys_idx').using('gin', table.fitKeys),
    index('products_alternate_numbers_idx').using('gin', table.alternateCatalogNumbers),
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('products_machine_idx').on(sql`lower(${table.manufacturer})`, sql`lower(${table.model})`),
  ],
);
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * Product categories (spec 3 §2.4). `value` is the English name products carry; `prefix` gives
 * each category its own range of catalogue numbers for non-original products.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    value: text().primaryKey(),
    name: text().notNull(),
    enName: text().notNull(),
    builtIn: boolean().notNull().default(false),
    prefix: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('product_categories_prefix_idx').on(table.prefix)],
);
export type ProductCategoryRow = typeof productCategories.$inferSelect;
