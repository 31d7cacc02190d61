import { mainWarehouseId, mainWarehouseName } from '@tg/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { warehouseStock, warehouses } from './warehouses.table';

const demoWarehouses = [
  { number: mainWarehouseId, name: mainWarehouseName, address: 'האומן 12, תל אביב', owner: 'יוסי כהן' },
  // Named as spec 2 and the document lines name them (packages/domain documentWarehouses).
  { number: '2', name: 'בית עוזיאל', address: 'משק 12, בית עוזיאל', owner: 'דנה לוי' },
  { number: '3', name: 'רמלה', address: 'המלאכה 7, רמלה', owner: 'מוחמד חורי' },
  {
    number: '4',
    name: 'ספק שמשות גליל',
    address: 'אזור תעשייה, כרמיאל',
    owner: 'אבי מזרחי',
    role: 'supplier' as const,
  },
];

const demoStock: Record<
  string,
  [catalogNumber: string, quantity: number, minQuantity: number, location: string][]
> = {
  '1': [
    ['JD-6R-FRONT', 12, 3, 'A-01'],
    ['CASE-MX-REAR', 7, 2, 'A-02'],
    ['NH-T7-DOOR', 4, 1, 'A-03'],
    ['CAT-320-ROOF', 2, 1, 'B-01'],
  ],
  '2': [
    ['JD-6R-FRONT', 5, 2, 'C-04'],
    ['KUB-M7-SIDE', 9, 3, 'C-05'],
  ],
  '3': [['CASE-MX-REAR', 3, 1, 'D-01']],
  '4': [
    ['JD-6R-FRONT', 40, 0, 'לא צוין'],
    ['CAT-320-ROOF', 15, 0, 'לא צוין'],
    ['KUB-M7-SIDE', 25, 0, 'לא צוין'],
  ],
};

/** The main warehouse, two more and a supplier, with some stock in each. */
export async function seedDemoWarehouses(executor: Executor): Promise<void> {
  for (const warehouse of demoWarehouses) {
    const [found] = await executor
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.number, warehouse.number), isNull(warehouses.deletedAt)))
      .limit(1);
    const row = found ?? (await executor.insert(warehouses).values(warehouse).returning())[0];
    if (!row) throw new Error('warehouse seed failed');
    const stock = demoStock[warehouse.number] ?? [];
    if (stock.length === 0) continue;
    await executor
      .insert(warehouseStock)
      .values(
        stock.map(([catalogNumber, quantity, minQuantity, location]) => ({
          warehouseId: row.id,
          catalogNumber,
          quantity,
          minQuantity,
          location,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * Puts demo products in stock across the main and regional warehouses (1 to 3): each in some of
 * them, drawn from `random`, with shelf locations outside the main warehouse.
 */
export async function stockDemoProducts(
  executor: Executor,
  catalogNumbers: string[],
  random: () => number,
): Promise<void> {
  const living = await executor
    .select({ id: warehouses.id, number: warehouses.number })
    .from(warehouses)
    .where(and(isNull(warehouses.deletedAt), sql`${warehouses.number} in ('1', '2', '3')`));
  const values = catalogNumbers.flatMap((catalogNumber) =>
    living
      .filter(() => random() < 0.6)
      .map((warehouse) => ({
        warehouseId: warehouse.id,
        catalogNumber,
        quantity: Math.floor(random() * 12),
        minQuantity: warehouse.number === '1' ? 0 : Math.floor(random() * 3),
        location:
          warehouse.number === '1'
            ? 'לא צוין'
            : `${'ABCD'[Math.floor(random() * 4)]}-${String(Math.ceil(random() * 20)).padStart(2, '0')}`,
      })),
  );
  if (values.length > 0) await executor.insert(warehouseStock).values(values).onConflictDoNothing();
}
