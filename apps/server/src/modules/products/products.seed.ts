import { specialCatalogNumber, supplierPriceOf } from '@tg/domain';
import type { Transaction } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import { type DemoShape, demoPng } from '../../platform/seed/demo-png';
import { seededRandom } from '../../platform/seed/fake-israel';
import { storeDemoPhoto } from '../files/files.seed';
import { demoMachinesOf } from '../registry/registry.seed';
import { findDemoPerson } from '../users/users.seed';
import { stockDemoProducts } from '../warehouses/warehouses.seed';
import { fitKeysOf, imageOwner } from './product-mapper';
import { type NewProductRow, productCategories, products } from './products.table';

/** The machines the demo registry holds (modules/registry/registry.seed.ts), as products fit them. */
const machines: { maker: string; code: string; models: string[] }[] = [
  { maker: 'JOHN DEERE', code: 'JD', models: ['6155R', '6R 150', '5075E', '8R 340'] },
  { maker: 'NEW HOLLAND', code: 'NH', models: ['T7.210', 'T6.180', 'TD5.110'] },
  { maker: 'KUBOTA', code: 'KUB', models: ['M7-172', 'M5-111', 'L4400'] },
  { maker: 'MANITOU', code: 'MAN', models: ['MLT 735', 'MT 1840', 'MI 25D'] },
  { maker: 'CATERPILLAR', code: 'CAT', models: ['320 GC', '313', '432F'] },
  { maker: 'JCB', code: 'JCB', models: ['3CX', '531-70', '86C-1'] },
  { maker: 'HITACHI', code: 'HIT', models: ['ZX135', 'ZX210LC'] },
  { maker: 'TOYOTA', code: 'TOY', models: ['8FD25', '02-8FDF30'] },
  { maker: 'BOBCAT', code: 'BOB', models: ['S450', 'T590'] },
  { maker: 'VOLVO', code: 'VOL', models: ['FH 500', 'FM 420'] },
  { maker: 'MERCEDES BENZ', code: 'MB', models: ['ACTROS 1845', 'AROCS 3345'] },
  { maker: 'SCANIA', code: 'SCA', models: ['R 450', 'P 410'] },
];

/** Glass and parts made per machine model: Hebrew name, catalogue suffix, price range. */
const perModel: { category: string; name: string; suffix: string; price: [number, number] }[] = [
  { category: 'windows', name: 'שמשה קדמית', suffix: 'FR', price: [1400, 3600] },
  { category: 'windows', name: 'שמשה אחורית', suffix: 'RR', price: [900, 2200] },
  { category: 'windows', name: 'שמשת דלת שמאל', suffix: 'DL', price: [700, 1600] },
  { category: 'windows', name: 'שמשת גג', suffix: 'RF', price: [800, 1900] },
  { category: 'mirrors', name: 'מראה צד שמאל', suffix: 'ML', price: [250, 700] },
  { category: 'lights', name: 'פנס עבודה קדמי LED', suffix: 'LF', price: [180, 650] },
  { category: 'parts', name: 'מנוע מגב', suffix: 'WM', price: [350, 900] },
];

/** Items that fit any machine. */
const general: { category: string; name: string; price: number }[] = [
  ...['סרבל עבודה', 'אפוד זוהר', 'כפפות עבודה', 'נעלי בטיחות', 'משקפי מגן', 'כובע מצחייה', 'מעיל גשם'].map(
    (name, index) => ({ category: 'workClothes', name, price: 40 + index * 25 }),
  ),
  ...[
    'דבק פוליאורתן לשמשות',
    'פריימר לזכוכית',
    'גומיית איטום',
    'נוזל ניקוי זכוכית',
    'סרט הדבקה דו-צדדי',
    'ספוגי ניקוי',
  ].map((name, index) => ({ category: 'workMaterials', name, price: 25 + index * 18 })),
  ...['מרים זכוכית בוואקום', 'חוט חיתוך לשמשות', 'אקדח דבק', 'סכין הסרת שמשות', 'ערכת כלים להתקנה'].map(
    (name, index) => ({ category: 'tools', name, price: 90 + index * 60 }),
  ),
  // Labour is not a product: the demo works are works (modules/works/works.seed.ts, ADR 0024).
];

const looks: Record<string, { shape: DemoShape; color: readonly [number, number, number] }> = {
  windows: { shape: 'windscreen', color: [96, 150, 200] },
  mirrors: { shape: 'mirror', color: [120, 130, 145] },
  lights: { shape: 'lamp', color: [236, 180, 40] },
  parts: { shape: 'part', color: [90, 95, 105] },
  workClothes: { shape: 'garment', color: [230, 120, 40] },
  workMaterials: { shape: 'can', color: [60, 140, 90] },
  tools: { shape: 'tool', color: [170, 60, 60] },
};

/** Numbers the demo warehouses already hold stock of: they get products of their own. */
const stockedNumbers: Record<string, { name: string; maker: string; model: string; category: string }> = {
  'JD-6R-FRONT': {
    name: 'שמשה קדמית ג׳ון דיר סדרה 6R',
    maker: 'JOHN DEERE',
    model: '6R 150',
    category: 'windows',
  },
  'CASE-MX-REAR': { name: 'שמשה אחורית קייס MX', maker: 'CASE IH', model: 'MX 135', category: 'windows' },
  'NH-T7-DOOR': { name: 'שמשת דלת ניו הולנד T7', maker: 'NEW HOLLAND', model: 'T7.210', category: 'windows' },
  'CAT-320-ROOF': { name: 'שמשת גג קטרפילר 320', maker: 'CATERPILLAR', model: '320 GC', category: 'windows' },
  'KUB-M7-SIDE': { name: 'שמשת צד קובוטה M7', maker: 'KUBOTA', model: 'M7-172', category: 'windows' },
};

/**
 * A few hundred demo products: glass, mirrors, lamps and parts for each machine model of the demo
 * registry (some listing real demo chassis numbers), clothing, materials, tools and labour, the
 * special free item, each with a drawn picture, and stock in the demo warehouses.
 */
export async function seedDemoProducts(tx: Transaction, storage: FileStorage): Promise<number> {
  const random = seededRandom(61);
  const between = ([low, high]: [number, number]) => Math.round(low + random() * (high - low));
  const prefixOf = new Map(
    (await tx.select().from(productCategories)).map((category) => [category.value, category.prefix]),
  );
  const running = new Map<string, number>();
  const nextNumber = (category: string) => {
    const next = (running.get(category) ?? 0) + 1;
    running.set(category, next);
    return String((prefixOf.get(category) ?? 99) * 100_000 + next);
  };
  const rows: NewProductRow[] = [];
  const add = (row: Omit<NewProductRow, 'supplierPrice' | 'fitKeys'>) =>
    rows.push({
      ...row,
      supplierPrice: supplierPriceOf(row.price ?? 0),
      fitKeys: fitKeysOf({ chassisNumbers: row.chassisNumbers ?? [], plates: row.plates ?? [] }),
    });

  for (const [catalogNumber, item] of Object.entries(stockedNumbers))
    add({
      category: item.category,
      isOriginal: true,
      catalogNumber,
      name: item.name,
      manufacturer: item.maker,
      model: item.model,
      price: between([1500, 3200]),
      purchasePrice: 600,
      supplierName: 'ספק שמשות גליל',
      deliveryTime: '3 ימי עסקים',
    });

  for (const machine of machines)
    for (const model of machine.models) {
      const fitted = await demoMachinesOf(tx, machine.maker, model);
      for (const [index, kind] of perModel.entries()) {
        const original = kind.category === 'windows' && index % 2 === 0;
        // The first windscreen of each model lists the demo machines' own numbers.
        const listsNumbers = kind.suffix === 'FR';
        add({
          category: kind.category,
          isOriginal: original,
          catalogNumber: original
            ? `${machine.code}-${model.replace(/[^A-Z0-9]/gi, '')}-${kind.suffix}`
            : nextNumber(kind.category),
          name: `${kind.name} ${machine.maker} ${model}`,
          enName: '',
          manufacturer: machine.maker,
          model,
          years: random() < 0.5 ? [] : ['2016', '2017', '2018', '2019', '2020', '2021', '2022'],
          chassisNumbers: listsNumbers ? fitted.map((row) => row.chassis) : [],
          plates: listsNumbers ? fitted.map((row) => row.plate) : [],
          price: between(kind.price),
          purchasePrice: Math.round(between(kind.price) * 0.45),
          color: kind.category === 'windows' ? (random() < 0.5 ? 'שקוף' : 'כהה') : '',
          width: kind.category === 'windows' ? String(between([600, 1400])) : '',
          height: kind.category === 'windows' ? String(between([400, 1200])) : '',
          installationInstructions:
            kind.category === 'windows'
              ? 'להסיר את הגומייה, לנקות שאריות דבק, למרוח פריימר ולהדביק בפוליאורתן.'
              : '',
          supplierName: 'ספק שמשות גליל',
          deliveryTime: random() < 0.5 ? 'מהמלאי' : '5 ימי עסקים',
          visibility: random() > 0.04,
        });
      }
    }

  for (const item of general)
    add({
      category: item.category,
      isOriginal: false,
      catalogNumber: nextNumber(item.category),
      name: item.name,
      price: item.price,
      purchasePrice: Math.round(item.price * 0.5),
      deliveryTime: 'מהמלאי',
    });
  // The free item is a product line of a document (spec 2 §3); a general part, as works are not products.
  add({
    category: 'parts',
    isOriginal: true,
    catalogNumber: specialCatalogNumber,
    name: 'פריט כללי',
    price: 0,
    comments: 'פריט חופשי: הכמות והמחיר נקבעים בכל מסמך.',
  });

  const worker = await findDemoPerson(tx, '+972500000002');
  const inserted = await tx.insert(products).values(rows).onConflictDoNothing().returning();
  for (const product of inserted) {
    const look = looks[product.category];
    if (!look || !worker || product.catalogNumber === specialCatalogNumber) continue;
    await storeDemoPhoto(tx, storage, {
      name: `${product.catalogNumber}.png`,
      content: demoPng(look.shape, look.color),
      uploadedBy: worker.id,
      ownerEntity: imageOwner,
      ownerId: product.id,
    });
  }
  // About half the products in stock (not those the demo warehouses already hold).
  await stockDemoProducts(
    tx,
    inserted
      .map((product) => product.catalogNumber)
      .filter((number) => !(number in stockedNumbers) && random() < 0.5),
    random,
  );
  return inserted.length;
}
