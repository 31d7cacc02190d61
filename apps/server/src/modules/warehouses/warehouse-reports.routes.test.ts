import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { PdfEngine, PdfRenderOptions } from '../../platform/pdf/pdf-engine';
import { products } from '../products/products.table';

/** Keeps the HTML it was asked to print, so tests read the document without a browser. */
const printed: { html: string; options?: PdfRenderOptions }[] = [];
const fakePdf: PdfEngine = {
  render: async (html, options) => {
    printed.push({ html, options });
    return Buffer.from('%PDF-1.7 fake');
  },
  close: async () => {},
};
const lastHtml = () => printed[printed.length - 1]?.html ?? '';

let ctx: TestContext;
let worker: Record<string, string>;
let storekeeper: Record<string, string>;
let agent: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({}, { pdf: fakePdf });
  worker = (await signedInAs(ctx, 'worker')).headers;
  storekeeper = (await signedInAs(ctx, 'storekeeper')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
});
afterAll(() => ctx.close());

const base = '/api/warehouses';
const post = (name: string, payload: object | undefined, headers = worker) =>
  ctx.app.inject({ method: 'POST', url: `${base}/${name}`, headers, payload });

let counter = 500;
async function createWarehouse(name: string) {
  counter += 1;
  const response = await post('createWarehouse', { warehouse: { id: String(counter), name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; id: string };
}

async function stock(warehouseId: string, catalogNumber: string, updates: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `${base}/updateProductInWarehouse`,
    headers: worker,
    payload: { warehouseId, catalogNumber, updates },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('warehouses: analysis', () => {
  it('answers each warehouse total and its quantity per category; unknown stock under ""', async () => {
    await ctx.db.insert(products).values([
      { category: 'windows', catalogNumber: 'AN-W1', name: 'שמשה קדמית' },
      { category: 'windows', catalogNumber: 'AN-W2', name: 'שמשה אחורית' },
      { category: 'lights', catalogNumber: 'AN-L1', name: 'פנס עבודה' },
      { category: 'mirrors', catalogNumber: 'AN-GONE', name: 'נמחק', deletedAt: new Date() },
    ]);
    const full = await createWarehouse('מחסן ניתוח');
    const empty = await createWarehouse('מחסן ריק');
    await stock(full.id, 'AN-W1', { quantity: 4 });
    await stock(full.id, 'AN-W2', { quantity: 6 });
    await stock(full.id, 'AN-L1', { quantity: 5 });
    await stock(full.id, 'AN-GONE', { quantity: 2 });
    await stock(full.id, 'AN-NONE', { quantity: 1 });

    const response = await post('fetchAnalysis', undefined, storekeeper);
    expect(response.statusCode, response.body).toBe(200);
    const { warehouses } = response.json() as {
      warehouses: { warehouseId: string; name: string; total: number; byCategory: object[] }[];
    };
    expect(warehouses[0]?.warehouseId).toBe('1');
    const fullRow = warehouses.find((row) => row.warehouseId === full.id);
    expect(fullRow).toMatchObject({ name: 'מחסן ניתוח', total: 18 });
    expect(fullRow?.byCategory).toEqual([
      { category: '', quantity: 3 },
      { category: 'lights', quantity: 5 },
      { category: 'windows', quantity: 10 },
    ]);
    expect(warehouses.find((row) => row.warehouseId === empty.id)).toEqual({
      warehouseId: empty.id,
      name: 'מחסן ריק',
      total: 0,
      byCategory: [],
    });
  });

  it('leaves deleted warehouses out and refuses roles without warehouse access', async () => {
    const gone = await createWarehouse('נמחק');
    await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/deleteWarehouse`,
      headers: worker,
      payload: { _id: gone._id },
    });
    const { warehouses } = (await post('fetchAnalysis', undefined)).json();
    expect(warehouses.map((row: { warehouseId: string }) => row.warehouseId)).not.toContain(gone.id);
    expect((await post('fetchAnalysis', undefined, agent)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `${base}/fetchAnalysis` })).statusCode).toBe(401);
  });
});

describe('warehouses: stickers', () => {
  it('prints each item as many times as asked, with name, shelf and a barcode, on A4 without margins', async () => {
    await ctx.db.insert(products).values({ category: 'parts', catalogNumber: 'ST-1', name: 'ציר <דלת>' });
    const warehouse = await createWarehouse('מחסן מדבקות');
    await stock(warehouse.id, 'ST-1', { quantity: 3, location: 'A-3' });
    await stock(warehouse.id, 'ST-2', { quantity: 1 });

    const response = await post(
      'printStickers',
      {
        warehouseId: warehouse.id,
        items: [
          { catalogNumber: 'ST-1', copies: 2 },
          { catalogNumber: 'ST-2', copies: 1 },
        ],
      },
      storekeeper,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="stickers-${warehouse.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const html = lastHtml();
    expect(html.match(/class="sticker"/g)).toHaveLength(3);
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).toContain('ציר &lt;דלת&gt;');
    expect(html).toContain('A-3');
    expect(html).toContain('לא צוין');
    expect(printed[printed.length - 1]?.options).toMatchObject({ pageNumbers: false });
  });

  it('puts 24 stickers on a sheet and starts a new sheet after that', async () => {
    const warehouse = await createWarehouse('מחסן גיליונות');
    await stock(warehouse.id, 'SHEET-1', { quantity: 1 });
    const response = await post('printStickers', {
      warehouseId: warehouse.id,
      items: [{ catalogNumber: 'SHEET-1', copies: 25 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(lastHtml().match(/class="sheet"/g)).toHaveLength(2);
  });

  it('refuses bad input per field, and items the warehouse does not hold', async () => {
    const warehouse = await createWarehouse('מחסן שגיאות');
    await stock(warehouse.id, 'OK-1', { quantity: 1 });
    const cases: [object, string][] = [
      [{ warehouseId: warehouse.id, items: [] }, 'items'],
      [{ warehouseId: warehouse.id, items: [{ catalogNumber: 'OK-1', copies: 0 }] }, 'items.0.copies'],
      [{ warehouseId: warehouse.id, items: [{ catalogNumber: 'OK-1', copies: 101 }] }, 'items.0.copies'],
      [{ warehouseId: warehouse.id, items: [{ catalogNumber: 'שמשה', copies: 1 }] }, 'items.0.catalogNumber'],
      [{ items: [{ catalogNumber: 'OK-1', copies: 1 }] }, 'warehouseId'],
      [{ warehouseId: warehouse.id, items: 'OK-1' }, 'items'],
    ];
    for (const [payload, field] of cases) {
      const response = await post('printStickers', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    const notHere = await post('printStickers', {
      warehouseId: warehouse.id,
      items: [
        { catalogNumber: 'OK-1', copies: 1 },
        { catalogNumber: 'ELSEWHERE', copies: 1 },
      ],
    });
    expect(notHere.statusCode).toBe(400);
    expect(notHere.json().error.fields).toEqual({ 'items.1.catalogNumber': 'validation.productNotFound' });
    const noWarehouse = await post('printStickers', {
      warehouseId: '999999',
      items: [{ catalogNumber: 'OK-1', copies: 1 }],
    });
    expect(noWarehouse.statusCode).toBe(404);
    expect(
      (
        await post(
          'printStickers',
          { warehouseId: warehouse.id, items: [{ catalogNumber: 'OK-1', copies: 1 }] },
          agent,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('warehouses: inventory report', () => {
  it('lists every item with quantity, minimum and shelf, marking rows below the minimum', async () => {
    await ctx.db.insert(products).values({ category: 'lights', catalogNumber: 'INV-1', name: 'פנס אחורי' });
    const warehouse = await createWarehouse('מחסן דוח');
    await stock(warehouse.id, 'INV-1', { quantity: 2, minQuantity: 5, location: 'B-1' });
    await stock(warehouse.id, 'INV-2', { quantity: 9, minQuantity: 1 });
    ctx.clock.now = new Date('2026-03-04T10:00:00Z');

    const response = await post('inventoryReport', { warehouseId: warehouse.id }, storekeeper);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`inventory-${warehouse.id}-2026-03-04.pdf`);
    const html = lastHtml();
    expect(html).toContain('דוח מלאי — מחסן דוח');
    expect(html).toContain('<bdi dir="ltr">04/03/2026</bdi>');
    expect(html.match(/<tr class="low">/g)).toHaveLength(1);
    expect(html).toMatch(/<tr class="low">\s*<td><bdi dir="ltr">INV-1<\/bdi><\/td><td>פנס אחורי<\/td>/);
    expect(html).toContain('מתחת למינימום: <bdi dir="ltr">1</bdi>');
  });

  it('answers 404 for an unknown warehouse, 400 for a missing one, 403 for other roles', async () => {
    expect((await post('inventoryReport', { warehouseId: '999999' })).statusCode).toBe(404);
    const missing = await post('inventoryReport', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('warehouseId');
    expect((await post('inventoryReport', { warehouseId: '1' }, agent)).statusCode).toBe(403);
  });

  it('answers 503 when the PDF engine is unavailable', async () => {
    const { ChromiumPdfEngine } = await import('../../platform/pdf/pdf-engine');
    const broken = await createTestApp(
      {},
      { pdf: new ChromiumPdfEngine({ executablePath: '/nonexistent' }) },
    );
    try {
      const headers = (await signedInAs(broken, 'worker')).headers;
      const response = await broken.app.inject({
        method: 'POST',
        url: `${base}/inventoryReport`,
        headers,
        payload: { warehouseId: '1' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await broken.close();
    }
  });
});
