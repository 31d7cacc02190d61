import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { livingProductNames } from '../products/products.read-model';
import { warehouseStock, warehouses } from './warehouses.table';

/** A stock row's product, joined on its catalogue number: only a living product names it (spec 3 §3, ADR 0012). */
function productOfStock(db: Executor) {
  const product = livingProductNames(db);
  return { product, on: eq(product.catalogNumber, warehouseStock.catalogNumber) };
}

export interface StockLine {
  catalogNumber: string;
  name: string;
  quantity: number;
  minQuantity: number;
  location: string;
}

/** The read-only queries of the analysis tab and the printouts. */
export const warehouseReportsRepository = {
  /**
   * Every living warehouse with its quantity per product category; a warehouse without stock
   * answers one row with a null category and quantity, stock without a product category ''.
   */
  async quantitiesByCategory(db: Executor) {
    const { product, on } = productOfStock(db);
    const category = sql<string>`coalesce(${product.category}, '')`;
    return db
      .select({
        warehouseId: warehouses.id,
        number: warehouses.number,
        name: warehouses.name,
        hasStock: sql<boolean>`count(${warehouseStock.id}) > 0`,
        category,
        quantity: sql<number>`coalesce(sum(${warehouseStock.quantity}), 0)`.mapWith(Number),
      })
      .from(warehouses)
      .leftJoin(warehouseStock, eq(warehouseStock.warehouseId, warehouses.id))
      .leftJoin(product, on)
      .where(isNull(warehouses.deletedAt))
      .groupBy(warehouses.id, category)
      .orderBy(asc(category));
  },

  /** All of one warehouse's stock, by catalogue number, with product names. */
  async stockLines(db: Executor, warehouseId: string): Promise<StockLine[]> {
    const { product, on } = productOfStock(db);
    const rows = await db
      .select({ stock: warehouseStock, name: product.name })
      .from(warehouseStock)
      .leftJoin(product, on)
      .where(eq(warehouseStock.warehouseId, warehouseId))
      .orderBy(asc(warehouseStock.catalogNumber));
    return rows.map(({ stock, name }) => ({
      catalogNumber: stock.catalogNumber,
      name: name ?? '',
      quantity: stock.quantity,
      minQuantity: stock.minQuantity,
      location: stock.location,
    }));
  },

  /** Names and shelf locations of the given catalogue numbers; an item without a stock row is absent. */
  async stickerLines(db: Executor, warehouseId: string, catalogNumbers: string[]): Promise<StockLine[]> {
    if (catalogNumbers.length === 0) return [];
    const { product, on } = productOfStock(db);
    const rows = await db
      .select({ stock: warehouseStock, name: product.name })
      .from(warehouseStock)
      .leftJoin(product, on)
      .where(
        and(
          eq(warehouseStock.warehouseId, warehouseId),
          inArray(warehouseStock.catalogNumber, catalogNumbers),
        ),
      );
    return rows.map(({ stock, name }) => ({
      catalogNumber: stock.catalogNumber,
      name: name ?? '',
      quantity: stock.quantity,
      minQuantity: stock.minQuantity,
      location: stock.location,
    }));
  },
};
