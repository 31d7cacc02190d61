import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { warehouseStock, warehouses } from './warehouses.table';

/**
 * The home's "stock below its minimum" (issue 18): stock rows of living warehouses holding less
 * than the minimum set for them. A row with no minimum (0) counts only when it has gone negative.
 */
export function createStockAlerts(db: Executor) {
  return {
    async belowMinimumCount(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(warehouseStock)
        .innerJoin(
          warehouses,
          and(eq(warehouses.id, warehouseStock.warehouseId), isNull(warehouses.deletedAt)),
        )
        .where(lt(warehouseStock.quantity, warehouseStock.minQuantity));
      return row?.total ?? 0;
    },
  };
}
export type StockAlerts = ReturnType<typeof createStockAlerts>;
