import type { WarehouseRole } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Warehouses (spec 3 §3). `number` is the warehouse's own id as people know it ('1' is the main
 * warehouse); it is unique among living warehouses, so a deleted number can be used again.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    name: text().notNull(),
    address: text().notNull().default(''),
    role: text().$type<WarehouseRole>().notNull().default('warehouse'),
    owner: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('warehouses_living_number_idx').on(table.number).where(sql`${table.deletedAt} is null`),
  ],
);
export type WarehouseRow = typeof warehouses.$inferSelect;

/** One catalogue number's stock in one warehouse; transfers lock these rows. */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    id: uuid().primaryKey().defaultRandom(),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    catalogNumber: text().notNull(),
    quantity: integer().notNull().default(0),
    minQuantity: integer().notNull().default(0),
    location: text().notNull().default('לא צוין'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('warehouse_stock_item_idx').on(table.warehouseId, table.catalogNumber),
    index('warehouse_stock_catalog_idx').on(table.catalogNumber),
    check('warehouse_stock_min_quantity_check', sql`${table.minQuantity} >= 0`),
  ],
);
export type WarehouseStockRow = typeof warehouseStock.$inferSelect;

/** Every move of stock between two warehouses, never changed afterwards. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    fromWarehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    catalogNumber: text().notNull(),
    quantity: integer().notNull(),
    note: text().notNull().default(''),
    createdById: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_transfers_from_idx').on(table.fromWarehouseId, table.createdAt),
    index('stock_transfers_to_idx').on(table.toWarehouseId, table.createdAt),
    index('stock_transfers_catalog_idx').on(table.catalogNumber),
    check('stock_transfers_quantity_check', sql`${table.quantity} > 0`),
  ],
);
export type StockTransferRow = typeof stockTransfers.$inferSelect;
