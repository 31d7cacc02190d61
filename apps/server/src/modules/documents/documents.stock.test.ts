import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc, productLine, quoteInput } from '../../../test/documents';
import { createUser, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let storekeeperId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  storekeeperId = (await createUser(ctx, 'storekeeper')).id;
  for (const id of ['2', '3']) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/warehouses/createWarehouse',
      headers: worker,
      payload: { warehouse: { id, name: `מחסן ${id}`, address: 'הרצל 1', owner: 'רון' } },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
});
afterAll(() => ctx.close());

async function setQuantity(warehouseId: string, catalogNumber: string, quantity: number) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/warehouses/updateProductInWarehouse',
    headers: worker,
    payload: { warehouseId, catalogNumber, updates: { quantity } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function quantityOf(warehouseId: string, catalogNumber: string): Promise<number> {
  const details = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/warehouses/getProductWarehouseDetails',
      headers: worker,
      payload: { catalogNumber },
    })
  ).json();
  return (
    details.warehouses.find((row: { warehouseId: string }) => row.warehouseId === warehouseId)?.quantity ?? 0
  );
}

const oneLine = (catalogNumber: string, quantity: number, warehouse = 2) =>
  quoteInput({
    products: [
      productLine({
        catalogNumber,
        quantity,
        warehouse: { value: warehouse, label: warehouse === 2 ? 'בית עוזיאל' : 'רמלה', role: 'מחסן' },
      }),
      productLine({ catalogNumber: '9999999', name: 'פריט חופשי', quantity: 5 }),
    ],
  });

describe('documents and stock', () => {
  it('issuing a shipping certificate takes its lines out of their warehouses, never below zero unasked', async () => {
    await setQuantity('2', 'ST-1', 3);
    const issued = await createDoc(ctx, worker, 'shippingCertificate', oneLine('ST-1', 2));
    expect(issued.statusCode, issued.body).toBe(201);
    expect(await quantityOf('2', 'ST-1')).toBe(1);

    const next = (await docCall(ctx, worker, 'getLastDocId', { category: 'shippingCertificate' })).json()
      .newDocId;
    const refused = await createDoc(ctx, worker, 'shippingCertificate', oneLine('ST-1', 2));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ 'products.0.quantity': 'validation.insufficientStock' });
    expect(await quantityOf('2', 'ST-1')).toBe(1);
    expect(
      (await docCall(ctx, worker, 'getLastDocId', { category: 'shippingCertificate' })).json().newDocId,
    ).toBe(next);

    const confirmed = await createDoc(ctx, worker, 'shippingCertificate', oneLine('ST-1', 2), {
      allowNegativeStock: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await quantityOf('2', 'ST-1')).toBe(-1);
  });

  it('a work card takes its stock once, when it is marked done; a closed quote takes none', async () => {
    await setQuantity('3', 'ST-2', 10);
    const card = (
      await createDoc(ctx, worker, 'workCard', {
        ...oneLine('ST-2', 4, 3),
        shippingAddress: { city: 'חיפה', shippingDate: '27/11/2026' },
        handleBy: { storekeeper: { id: storekeeperId, name: '' } },
      } as never)
    ).json();
    expect(await quantityOf('3', 'ST-2')).toBe(10);
    const key = { category: 'workCard', docId: card.docId };
    for (const status of ['בוצע', 'נכשל', 'בוצע']) {
      const response = await docCall(ctx, worker, 'updateItemByFields', {
        ...key,
        fields: { 'generalStatus.status': status },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await quantityOf('3', 'ST-2')).toBe(6);

    const quote = (await createDoc(ctx, worker, 'priceQuote', oneLine('ST-2', 3, 3))).json();
    await docCall(ctx, worker, 'updateItemByFields', {
      category: 'priceQuote',
      docId: quote.docId,
      fields: { status: false, closeReason: 'בוטל' },
    });
    expect(await quantityOf('3', 'ST-2')).toBe(6);
  });

  it('writes on the document what left which warehouse, and the line of a warehouse this install lacks', async () => {
    await setQuantity('2', 'ST-3', 5);
    const input = oneLine('ST-3', 2);
    const missing = productLine({
      catalogNumber: 'ST-3',
      quantity: 1,
      warehouse: { value: 9, label: 'מחסן 9', role: 'מחסן' },
    });
    const issued = await createDoc(ctx, worker, 'shippingCertificate', {
      ...input,
      products: [...(input.products ?? []), missing],
    } as never);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(await quantityOf('2', 'ST-3')).toBe(3);
    const found = (await lookupDoc(ctx, worker, 'shippingCertificate', issued.json().docId)).json().items[0];
    const entry = found.activityLog.find((log: { action: string }) => log.action === 'takeStock');
    expect(entry.newValue).toEqual({
      taken: [{ warehouse: '2', catalogNumber: 'ST-3', quantity: 2 }],
      skipped: [{ warehouse: '9', catalogNumber: 'ST-3', quantity: 1 }],
    });
  });
});
