import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset } from '../../platform/db/keyset';
import { escapeLike } from '../../platform/db/sql-helpers';
import { livingProductNames } from '../products/products.read-model';
import {
  type StockTransferRow,
  stockTransfers,
  type WarehouseRow,
  type WarehouseStockRow,
  warehouseStock,
  warehouses,
} from './warehouses.table';

const living = (...conditions: (SQL | undefined)[]) => and(isNull(warehouses.deletedAt), ...conditions);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const contains = (value: string) => `%${escapeLike(value)}%`;

/** The main warehouse first, then by number as a number (2 before 10), then as text. */
const listOrder = [
  desc(sql`${warehouses.number} = '1'`),
  asc(sql`case when ${warehouses.number} ~ '^[0-9]{1,18}$' then ${warehouses.number}::bigint end`),
  asc(warehouses.number),
];

/** A warehouse's stock list: the stock rows with their living product's name, narrowed by the search. */
function stockList(db: Executor, warehouseId: string, search: string | undefined) {
  const product = livingProductNames(db);
  const productOf = eq(product.catalogNumber, warehouseStock.catalogNumber);
  const where = and(
    eq(warehouseStock.warehouseId, warehouseId),
    search
      ? or(ilike(warehouseStock.catalogNumber, contains(search)), ilike(product.name, contains(search)))
      : undefined,
  );
  return { product, productOf, where };
}
const stockSortColumns = { catalogNumber: warehouseStock.catalogNumber };
const byCatalogNumber = { sortBy: 'catalogNumber', sortDir: 'asc' } as const;

export const warehousesRepository = {
  async page(
    db: Executor,
    filters: { name?: string; owner?: string; role?: string },
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: (WarehouseRow & { total: number })[]; total: number }> {
    const where = living(
      filters.name ? ilike(warehouses.name, contains(filters.name)) : undefined,
      filters.owner ? ilike(warehouses.owner, contains(filters.owner)) : undefined,
      filters.role ? eq(warehouses.role, filters.role as WarehouseRow['role']) : undefined,
    );
    const totals = db
      .select({
        warehouseId: warehouseStock.warehouseId,
        quantity: sql<number>`coalesce(sum(${warehouseStock.quantity}), 0)`.mapWith(Number).as('quantity'),
      })
      .from(warehouseStock)
      .groupBy(warehouseStock.warehouseId)
      .as('totals');
    const [rows, [counted]] = await Promise.all([
      db
        .select({ warehouse: warehouses, quantity: totals.quantity })
        .from(warehouses)
        .leftJoin(totals, eq(totals.warehouseId, warehouses.id))
        .where(where)
        .orderBy(...listOrder)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(warehouses).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row.warehouse, total: Number(row.quantity ?? 0) })),
      total: counted?.total ?? 0,
    };
  },

  async totalQuantity(db: Executor, warehouseId: string): Promise<number> {
    const [row] = await db
      .select({ quantity: sql<number>`coalesce(sum(${warehouseStock.quantity}), 0)`.mapWith(Number) })
      .from(warehouseStock)
      .where(eq(warehouseStock.warehouseId, warehouseId));
    return row?.quantity ?? 0;
  },

  async findLiving(db: Executor, id: string, lock = false): Promise<WarehouseRow | undefined> {
    const query = db
      .select()
      .from(warehouses)
      .where(living(eq(warehouses.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** A living warehouse named by its number ('1') or by its `_id`. */
  async resolve(db: Executor, ref: string): Promise<WarehouseRow | undefined> {
    const byId = uuidPattern.test(ref) ? eq(warehouses.id, ref) : undefined;
    const [row] = await db
      .select()
      .from(warehouses)
      .where(living(byId ? or(byId, eq(warehouses.number, ref)) : eq(warehouses.number, ref)))
      .limit(1);
    return row;
  },

  async insert(db: Executor, values: typeof warehouses.$inferInsert): Promise<WarehouseRow> {
    const [row] = await db.insert(warehouses).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof warehouses.$inferInsert>) {
    const [row] = await db
      .update(warehouses)
      .set({ ...values, updatedAt: new Date() })
      .where(living(eq(warehouses.id, id)))
      .returning();
    return row;
  },

  async softDelete(db: Executor, id: string) {
    const [row] = await db
      .update(warehouses)
      .set({ deletedAt: new Date() })
      .where(living(eq(warehouses.id, id)))
      .returning();
    return row;
  },

  /** The highest numeric number among living warehouses (0 when none). */
  async highestNumber(db: Executor): Promise<number> {
    const [row] = await db
      .select({
        highest:
          sql<number>`coalesce(max(case when ${warehouses.number} ~ '^[0-9]{1,15}$' then ${warehouses.number}::bigint end), 0)`.mapWith(
            Number,
          ),
      })
      .from(warehouses)
      .where(living());
    return row?.highest ?? 0;
  },

  /** A page of one warehouse's stock with each item's product name; search by number or name. */
  async stockPage(
    db: Executor,
    warehouseId: string,
    search: string | undefined,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: (WarehouseStockRow & { name: string })[]; total: number }> {
    const { product, productOf, where } = stockList(db, warehouseId, search);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ stock: warehouseStock, name: product.name })
        .from(warehouseStock)
        .leftJoin(product, productOf)
        .where(where)
        .orderBy(asc(warehouseStock.catalogNumber))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(warehouseStock).leftJoin(product, productOf).where(where),
    ]);
    return { rows: rows.map((row) => ({ ...row.stock, name: row.name ?? '' })), total: counted?.total ?? 0 };
  },

  /**
   * One warehouse's stock after a cursor, by catalogue number (unique in a warehouse, so the
   * stock row's id never decides), without a count: an export's batches.
   */
  async stockBatchAfter(
    db: Executor,
    warehouseId: string,
    search: string | undefined,
    { after, limit }: { after?: KeysetCursor; limit: number },
  ): Promise<KeysetBatch<WarehouseStockRow & { name: string }>> {
    const { product, productOf, where } = stockList(db, warehouseId, search);
    const read = keyset(stockSortColumns, byCatalogNumber, warehouseStock.id, after);
    const selected = await db
      .select({ stock: getTableColumns(warehouseStock), name: product.name, ...read.cursorColumns })
      .from(warehouseStock)
      .leftJoin(product, productOf)
      .where(and(where, read.after))
      .orderBy(...read.order)
      .limit(limit);
    const last = selected.at(-1);
    return {
      rows: selected.map((row) => ({ ...row.stock, name: row.name ?? '' })),
      next: last && selected.length === limit ? { key: last.keysetKey, id: last.keysetId } : undefined,
    };
  },

  /** Makes sure the stock row exists (quantity 0) without touching one that does. */
  async ensureStockRow(db: Executor, warehouseId: string, catalogNumber: string): Promise<void> {
    await db.insert(warehouseStock).values({ warehouseId, catalogNumber }).onConflictDoNothing();
  },

  async lockStockRow(db: Executor, warehouseId: string, catalogNumber: string): Promise<WarehouseStockRow> {
    const [row] = await db
      .select()
      .from(warehouseStock)
      .where(
        and(eq(warehouseStock.warehouseId, warehouseId), eq(warehouseStock.catalogNumber, catalogNumber)),
      )
      .for('update');
    if (!row) throw new Error('stock row missing after ensureStockRow');
    return row;
  },

  async updateStockRow(
    db: Executor,
    id: string,
    values: Partial<Pick<WarehouseStockRow, 'quantity' | 'minQuantity' | 'location'>>,
  ): Promise<WarehouseStockRow> {
    const [row] = await db
      .update(warehouseStock)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(warehouseStock.id, id))
      .returning();
    if (!row) throw new Error('stock row vanished');
    return row;
  },

  async stockOf(db: Executor, catalogNumber: string) {
    return db
      .select({ warehouse: warehouses, stock: warehouseStock })
      .from(warehouseStock)
      .innerJoin(warehouses, eq(warehouses.id, warehouseStock.warehouseId))
      .where(living(eq(warehouseStock.catalogNumber, catalogNumber)))
      .orderBy(...listOrder);
  },

  /** The stock rows of these catalogue numbers in living warehouses, with each warehouse's number. */
  async stockInLivingWarehouses(db: Executor, catalogNumbers: readonly string[]) {
    return db
      .select({
        number: warehouses.number,
        catalogNumber: warehouseStock.catalogNumber,
        quantity: warehouseStock.quantity,
        minQuantity: warehouseStock.minQuantity,
        location: warehouseStock.location,
      })
      .from(warehouseStock)
      .innerJoin(warehouses, and(eq(warehouses.id, warehouseStock.warehouseId), isNull(warehouses.deletedAt)))
      .where(inArray(warehouseStock.catalogNumber, [...catalogNumbers]));
  },

  /** Catalogue numbers (of these) that some warehouse other than a supplier holds stock of. */
  async inStock(db: Executor, catalogNumbers: readonly string[]): Promise<Set<string>> {
    const rows = await db
      .select({ catalogNumber: warehouseStock.catalogNumber })
      .from(warehouseStock)
      .innerJoin(warehouses, eq(warehouses.id, warehouseStock.warehouseId))
      .where(
        and(
          inArray(warehouseStock.catalogNumber, [...catalogNumbers]),
          isNull(warehouses.deletedAt),
          sql`${warehouses.role} <> 'supplier'`,
        ),
      )
      .groupBy(warehouseStock.catalogNumber)
      .having(sql`sum(${warehouseStock.quantity}) > 0`);
    return new Set(rows.map((row) => row.catalogNumber));
  },

  /** Moves the stock rows and history of a renumbered product to its new catalogue number. */
  async renumberStock(db: Executor, from: string, to: string): Promise<void> {
    await db.update(warehouseStock).set({ catalogNumber: to }).where(eq(warehouseStock.catalogNumber, from));
  },

  async insertTransfer(db: Executor, values: typeof stockTransfers.$inferInsert): Promise<StockTransferRow> {
    const [row] = await db.insert(stockTransfers).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async transfersPage(
    db: Executor,
    filters: { warehouseId?: string; catalogNumber?: string },
    { offset, limit }: { offset: number; limit: number },
  ) {
    const from = alias(warehouses, 'from_warehouse');
    const to = alias(warehouses, 'to_warehouse');
    const where = and(
      filters.warehouseId
        ? or(
            eq(stockTransfers.fromWarehouseId, filters.warehouseId),
            eq(stockTransfers.toWarehouseId, filters.warehouseId),
          )
        : undefined,
      filters.catalogNumber ? eq(stockTransfers.catalogNumber, filters.catalogNumber) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({ transfer: stockTransfers, fromNumber: from.number, toNumber: to.number })
        .from(stockTransfers)
        .innerJoin(from, eq(from.id, stockTransfers.fromWarehouseId))
        .innerJoin(to, eq(to.id, stockTransfers.toWarehouseId))
        .where(where)
        .orderBy(desc(stockTransfers.createdAt), desc(stockTransfers.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(stockTransfers).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },
};
