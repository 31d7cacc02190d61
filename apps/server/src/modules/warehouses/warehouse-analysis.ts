import { mainWarehouseId, type WarehouseAnalysis, type WarehouseAnalysisRow } from '@tg/domain';
import type { Database } from '../../platform/db/client';
import { warehouseReportsRepository as repo } from './warehouse-reports.repository';

/** The list's order (ADR 0012): the main warehouse first, then by number as a number, then as text. */
export function compareWarehouseNumbers(a: string, b: string): number {
  if (a === mainWarehouseId || b === mainWarehouseId) return a === b ? 0 : a === mainWarehouseId ? -1 : 1;
  const numeric = /^\d{1,15}$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  if (numeric.test(a) !== numeric.test(b)) return numeric.test(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The analysis tab (spec 3 §2.6): each living warehouse's total quantity and its quantity per
 * product category, for the pie and bar charts. Categories come from the living product with the
 * stock row's catalogue number; stock no product names is counted under ''.
 */
export async function fetchWarehouseAnalysis(db: Database): Promise<WarehouseAnalysis> {
  const rows = await repo.quantitiesByCategory(db);
  const byWarehouse = new Map<string, WarehouseAnalysisRow>();
  for (const row of rows) {
    let warehouse = byWarehouse.get(row.warehouseId);
    if (!warehouse) {
      warehouse = { warehouseId: row.number, name: row.name, total: 0, byCategory: [] };
      byWarehouse.set(row.warehouseId, warehouse);
    }
    if (!row.hasStock) continue;
    warehouse.total += row.quantity;
    warehouse.byCategory.push({ category: row.category, quantity: row.quantity });
  }
  const warehouses = [...byWarehouse.values()].sort((a, b) =>
    compareWarehouseNumbers(a.warehouseId, b.warehouseId),
  );
  return { warehouses };
}
