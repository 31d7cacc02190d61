import { mainWarehouseId, mainWarehouseName } from '@tg/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { warehouseStock, warehouses } from './warehouses.table';

const demoWarehouses = [
  { number: mainWarehouseId, name: mainWarehouseName, address: 'האומן 12, תל אביב', owner: 'יוסי כהן' },
  { number: '2', name: 'מחסן ברירת מחדל', address: 'המלאכה 5, חיפה', owner: 'דנה לוי' },
  { number: '3', name: 'מחסן צפון', address: 'התעשייה 8, עפולה', owner: 'מוחמד חורי' },
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
