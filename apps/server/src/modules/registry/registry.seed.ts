import type { RegistryCategory } from '@tg/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/client';
import { seededRandom } from '../../platform/seed/fake-israel';
import { demoMachineNumbers } from '../users/users.seed';
import type { MappedRow } from './import/field-mapping';
import { vehicleFactColumns } from './registry.repository';
import { registryItems } from './registry.table';
import { upsertGovernmentRows } from './registry-import.repository';

/** Makers, models and Hebrew type names as they appear in each government dataset. */
const catalogue: Record<RegistryCategory, { maker: string; models: string[]; types: string[] }[]> = {
  braidTools: [
    { maker: 'JOHN DEERE', models: ['6155R', '6R 150', '5075E', '8R 340'], types: ['טרקטור'] },
    { maker: 'NEW HOLLAND', models: ['T7.210', 'T6.180', 'TD5.110'], types: ['טרקטור'] },
    { maker: 'KUBOTA', models: ['M7-172', 'M5-111', 'L4400'], types: ['טרקטור'] },
    { maker: 'MANITOU', models: ['MLT 735', 'MT 1840', 'MI 25D'], types: ['מלגזה טלסקופית', 'מלגזה'] },
    { maker: 'CATERPILLAR', models: ['320 GC', '313', '432F'], types: ['מחפר זחלי', 'מחפרון'] },
    { maker: 'JCB', models: ['3CX', '531-70', '86C-1'], types: ['מחפרון', 'מלגזה טלסקופית', 'מחפר זעיר'] },
    { maker: 'HITACHI', models: ['ZX135', 'ZX210LC'], types: ['מחפר זחלי'] },
    { maker: 'TOYOTA', models: ['8FD25', '02-8FDF30'], types: ['מלגזה'] },
    { maker: 'BOBCAT', models: ['S450', 'T590'], types: ['מעמיס אופני'] },
  ],
  heavyTools: [
    { maker: 'VOLVO', models: ['FH 500', 'FM 420'], types: ['משא כבד'] },
    { maker: 'MERCEDES BENZ', models: ['ACTROS 1845', 'AROCS 3345'], types: ['משא כבד', 'גורר'] },
    { maker: 'DAF', models: ['XF 480', 'CF 450'], types: ['גורר'] },
    { maker: 'SCANIA', models: ['R 450', 'P 410'], types: ['משא כבד'] },
    { maker: 'ISUZU', models: ['FVR 34', 'NPR 75'], types: ['משא'] },
  ],
  vehicleTools: [
    { maker: 'טויוטה יפן', models: ['COROLLA', 'HILUX', 'RAV4'], types: ['פרטי', 'מסחרי'] },
    { maker: 'יונדאי קוריאה', models: ['I20', 'TUCSON', 'H-1'], types: ['פרטי', 'מסחרי'] },
    { maker: 'קיה קוריאה', models: ['PICANTO', 'SPORTAGE'], types: ['פרטי'] },
    { maker: 'איסוזו יפן', models: ['D-MAX'], types: ['מסחרי'] },
    { maker: 'מאזדה יפן', models: ['MAZDA 3', 'CX-5'], types: ['פרטי'] },
    { maker: "סקודה צ'כיה", models: ['OCTAVIA', 'KODIAQ'], types: ['פרטי'] },
  ],
};
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** Generated government rows; plates are unique per serial, so a range never collides. */
export function fakeRegistryRows(
  category: RegistryCategory,
  count: number,
  firstSerial: number,
  seed: number,
): MappedRow[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: count }, (_, index): MappedRow => {
    const entry = pick(catalogue[category]);
    const serial = firstSerial + index;
    const plateDigits = category === 'braidTools' ? 7 : 8;
    return {
      plate: String(serial).padStart(plateDigits, '0').replace(/^0/, '1'),
      chassis:
        entry.maker
          .replace(/[^A-Z]/g, '')
          .slice(0, 3)
          .padEnd(3, 'X') + Array.from({ length: 14 }, () => pick([...vinCharacters])).join(''),
      manufacturer: entry.maker,
      model: pick(entry.models),
      year: String(1995 + Math.floor(random() * 30)),
      typeName: pick(entry.types),
      details:
        category === 'braidTools'
          ? { koah_sus: String(60 + Math.floor(random() * 300)) }
          : ({} as Record<string, string>),
    };
  });
}

/**
 * Demo registry: a sample of each category, plus the demo customers' own machines as heavy
 * machinery, so a search by a customer's chassis finds both the machine and its owner.
 */
export async function seedDemoRegistry(tx: Transaction): Promise<void> {
  await upsertGovernmentRows(tx, 'braidTools', fakeRegistryRows('braidTools', 120, 6_000_001, 31));
  await upsertGovernmentRows(tx, 'heavyTools', fakeRegistryRows('heavyTools', 60, 70_000_001, 32));
  await upsertGovernmentRows(tx, 'vehicleTools', fakeRegistryRows('vehicleTools', 60, 80_000_001, 33));
  const machines = await demoMachineNumbers(tx, 150);
  const random = seededRandom(34);
  const owned = machines
    .filter((machine) => machine.plate !== '')
    .map((machine) => {
      const entry =
        catalogue.braidTools[Math.floor(random() * catalogue.braidTools.length)] ?? catalogue.braidTools[0];
      return {
        plate: machine.plate,
        chassis: machine.chassis,
        manufacturer: entry?.maker ?? '',
        model: entry?.models[0] ?? '',
        year: String(2005 + Math.floor(random() * 20)),
        typeName: entry?.types[0] ?? '',
        details: {},
      };
    });
  await upsertGovernmentRows(tx, 'braidTools', owned);
}

/** The first heavy-machinery vehicles by plate, which demo subscriptions insure. */
export function demoRegistryVehicles(tx: Executor, limit: number) {
  return tx
    .select(vehicleFactColumns)
    .from(registryItems)
    .where(eq(registryItems.category, 'braidTools'))
    .orderBy(asc(registryItems.plate))
    .limit(limit);
}

/** Up to two registry machines of a maker and model (by plate) that have a chassis: demo products fit them. */
export async function demoMachinesOf(tx: Executor, maker: string, model: string) {
  const rows = await tx
    .select({ chassis: registryItems.chassis, plate: registryItems.plate, year: registryItems.year })
    .from(registryItems)
    .where(and(eq(registryItems.manufacturer, maker), eq(registryItems.model, model)))
    .orderBy(registryItems.plate)
    .limit(2);
  return rows.filter((row) => row.chassis !== '');
}
