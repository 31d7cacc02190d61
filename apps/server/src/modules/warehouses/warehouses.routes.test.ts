import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let storekeeper: Record<string, string>;
let supplier: Record<string, string>;
let agent: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  storekeeper = (await signedInAs(ctx, 'storekeeper')).headers;
  supplier = (await signedInAs(ctx, 'supplier')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
});
afterAll(() => ctx.close());

const base = '/api/warehouses';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, name: string, payload?: object, headers = worker) =>
  ctx.app.inject({ method, url: `${base}/${name}`, headers, payload });

let numberCounter = 100;
async function createWarehouse(overrides: Record<string, unknown> = {}) {
  numberCounter += 1;
  const response = await call('POST', 'createWarehouse', {
    warehouse: {
      id: String(numberCounter),
      name: `מחסן ${numberCounter}`,
      address: 'הרצל 1',
      owner: 'רון',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; id: string; name: string; total: number };
}

async function setQuantity(warehouseId: string, catalogNumber: string, quantity: number) {
  const response = await call('PUT', 'updateProductInWarehouse', {
    warehouseId,
    catalogNumber,
    updates: { quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function quantityOf(warehouseId: string, catalogNumber: string): Promise<number> {
  const details = (await call('POST', 'getProductWarehouseDetails', { catalogNumber })).json();
  return (
    details.warehouses.find((row: { warehouseId: string }) => row.warehouseId === warehouseId)?.quantity ?? 0
  );
}

const transfer = (body: Record<string, unknown>, headers = worker) =>
  call('POST', 'transferStock', body, headers);

describe('warehouses', () => {
  it('lists the main warehouse first with the spec names and the total in stock', async () => {
    const created = await createWarehouse({ id: '2' });
    await setQuantity('1', 'LIST-A', 4);
    await setQuantity('1', 'LIST-B', 6);
    const response = await call('POST', 'fetchWarehouses', { page: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.warehouses[0]).toMatchObject({ id: '1', name: 'מחסן ראשי', role: 'warehouse', total: 10 });
    expect(Object.keys(page.warehouses[0]).sort()).toEqual([
      '_id',
      'address',
      'id',
      'name',
      'owner',
      'role',
      'total',
    ]);
    expect(page.warehouses.map((w: { id: string }) => w.id)).toContain(created.id);
    expect(page.totalPages).toBe(Math.ceil(page.total / 10));
  });

  it('filters by name, manager and type', async () => {
    await createWarehouse({ name: 'ספק מיוחד', role: 'supplier', owner: 'אלון ברק' });
    const byRole = (await call('POST', 'fetchWarehouses', { page: 1, role: 'supplier' })).json();
    expect(byRole.warehouses.every((w: { role: string }) => w.role === 'supplier')).toBe(true);
    expect(byRole.total).toBeGreaterThan(0);
    const byName = (await call('POST', 'fetchWarehouses', { page: 1, name: 'ספק מיוח' })).json();
    expect(byName.warehouses.map((w: { name: string }) => w.name)).toEqual(['ספק מיוחד']);
    const byOwner = (await call('POST', 'fetchWarehouses', { page: 1, owner: 'אלון' })).json();
    expect(byOwner.total).toBe(1);
  });

  it('refuses bad list input with 400', async () => {
    const response = await call('POST', 'fetchWarehouses', { page: 0, role: 'castle' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      page: 'validation.invalidValue',
      role: 'validation.invalidValue',
    });
  });

  it('creates, refuses a duplicate number with 409 per field, and refuses empty fields with 400', async () => {
    const created = await createWarehouse();
    expect(created.total).toBe(0);
    const duplicate = await call('POST', 'createWarehouse', { warehouse: { id: created.id, name: 'עוד' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ 'warehouse.id': 'validation.warehouseIdTaken' });
    const main = await call('POST', 'createWarehouse', { warehouse: { id: '1', name: 'שני' } });
    expect(main.statusCode).toBe(409);
    const empty = await call('POST', 'createWarehouse', { warehouse: { id: ' ', name: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      'warehouse.id': 'validation.required',
      'warehouse.name': 'validation.required',
    });
    expect((await call('POST', 'createWarehouse', [1, 2])).statusCode).toBe(400);
  });

  it('updates and answers updatedWarehouse; the main warehouse keeps number 1', async () => {
    const created = await createWarehouse();
    const response = await call('PUT', 'updateWarehouse', {
      warehouse: { _id: created._id, id: created.id, name: 'שם חדש', role: 'installer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().updatedWarehouse).toMatchObject({
      _id: created._id,
      name: 'שם חדש',
      role: 'installer',
    });
    const main = (await call('POST', 'fetchWarehouses', { page: 1 })).json().warehouses[0];
    const renumber = await call('PUT', 'updateWarehouse', { warehouse: { ...main, id: '999' } });
    expect(renumber.statusCode).toBe(409);
    const bad = await call('PUT', 'updateWarehouse', { warehouse: { _id: 'x', id: '5', name: 'a' } });
    expect(bad.statusCode).toBe(400);
    const missing = await call('PUT', 'updateWarehouse', {
      warehouse: { _id: '00000000-0000-4000-8000-000000000000', id: '5', name: 'a' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never deletes the main warehouse; soft-deletes others and frees their number', async () => {
    const main = (await call('POST', 'fetchWarehouses', { page: 1 })).json().warehouses[0];
    const refused = await call('PATCH', 'deleteWarehouse', { _id: main._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The main warehouse cannot be deleted');
    const created = await createWarehouse();
    expect((await call('PATCH', 'deleteWarehouse', { _id: created._id })).statusCode).toBe(200);
    expect((await call('PATCH', 'deleteWarehouse', { _id: created._id })).statusCode).toBe(404);
    const again = await call('POST', 'createWarehouse', { warehouse: { id: created.id, name: 'חדש' } });
    expect(again.statusCode).toBe(201);
    expect((await call('PATCH', 'deleteWarehouse', { _id: 'nope' })).statusCode).toBe(400);
    const audit = await ctx.db.execute(
      sql`select count(*) from activity_log where entity = 'warehouse' and action = 'delete' and entity_id = ${created._id}`,
    );
    expect(Number(audit.rows[0]?.count)).toBe(1);
  });

  it('answers the next free number', async () => {
    const created = await createWarehouse({ id: '5000' });
    const response = await call('GET', 'getLastWarehouseId');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ newId: String(Number(created.id) + 1) });
  });

  it('lets the stock roles read but only staff change warehouses', async () => {
    expect((await call('POST', 'fetchWarehouses', { page: 1 }, storekeeper)).statusCode).toBe(200);
    expect((await call('POST', 'fetchWarehouses', { page: 1 }, agent)).statusCode).toBe(403);
    expect(
      (await call('POST', 'createWarehouse', { warehouse: { id: '9', name: 'x' } }, supplier)).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', 'deleteWarehouse', { _id: '00000000-0000-4000-8000-000000000000' }, storekeeper))
        .statusCode,
    ).toBe(403);
  });
});

describe('warehouse stock', () => {
  it('creates a stock row on first update with the defaults and pages it (params or flat)', async () => {
    const warehouse = await createWarehouse();
    const item = await setQuantity(warehouse.id, 'STK-1', 3);
    expect(item).toEqual({
      warehouseId: warehouse.id,
      catalogNumber: 'STK-1',
      name: '',
      quantity: 3,
      minQuantity: 0,
      location: 'לא צוין',
    });
    const updated = await call('PUT', 'updateProductInWarehouse', {
      warehouseId: warehouse.id,
      catalogNumber: 'STK-1',
      updates: { minQuantity: 2, location: 'A-7' },
    });
    expect(updated.json()).toMatchObject({ quantity: 3, minQuantity: 2, location: 'A-7' });
    await setQuantity(warehouse.id, 'STK-2', 1);
    const nested = await call('POST', 'fetchWarehouseProducts', {
      params: { warehouseId: warehouse.id, page: 1, limit: 1 },
    });
    expect(nested.statusCode, nested.body).toBe(200);
    expect(nested.json()).toMatchObject({ total: 2, totalPages: 2, products: [{ catalogNumber: 'STK-1' }] });
    const flat = await call('POST', 'fetchWarehouseProducts', {
      warehouseId: warehouse.id,
      page: 2,
      limit: 1,
    });
    expect(flat.json().products[0].catalogNumber).toBe('STK-2');
    const details = (await call('POST', 'getProductWarehouseDetails', { catalogNumber: 'STK-1' })).json();
    expect(details.warehouses).toEqual([
      { warehouseId: warehouse.id, name: warehouse.name, quantity: 3, minQuantity: 2, location: 'A-7' },
    ]);
  });

  it('answers 400 for bad stock input, 404 for an unknown warehouse and 403 for a reader', async () => {
    const bad = await call('PUT', 'updateProductInWarehouse', {
      warehouseId: '1',
      catalogNumber: '',
      updates: { minQuantity: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      catalogNumber: 'validation.required',
      'updates.minQuantity': 'validation.notNegative',
    });
    expect((await call('POST', 'fetchWarehouseProducts', { params: { page: 1 } })).statusCode).toBe(400);
    expect((await call('POST', 'getProductWarehouseDetails', {})).statusCode).toBe(400);
    const unknown = await call('POST', 'fetchWarehouseProducts', {
      params: { warehouseId: '424242', page: 1, limit: 10 },
    });
    expect(unknown.statusCode).toBe(404);
    const forbidden = await call(
      'PUT',
      'updateProductInWarehouse',
      { warehouseId: '1', catalogNumber: 'X', updates: { quantity: 1 } },
      supplier,
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await call('POST', 'getProductWarehouseDetails', { catalogNumber: 'X' }, agent)).statusCode).toBe(
      403,
    );
  });
});

describe('stock transfers', () => {
  it('moves stock, records the transfer and the audit entry, and lists it', async () => {
    const from = await createWarehouse();
    const to = await createWarehouse();
    await setQuantity(from.id, 'TR-1', 5);
    const response = await transfer(
      { fromWarehouseId: from.id, toWarehouseId: to.id, catalogNumber: 'TR-1', quantity: 3, note: 'להתקנה' },
      storekeeper,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.from).toMatchObject({ warehouseId: from.id, quantity: 2 });
    expect(body.to).toMatchObject({ warehouseId: to.id, quantity: 3, location: 'לא צוין' });
    expect(body.transfer).toMatchObject({
      fromWarehouseId: from.id,
      toWarehouseId: to.id,
      quantity: 3,
      note: 'להתקנה',
    });
    const audit = await ctx.db.execute(
      sql`select count(*) from activity_log where action = 'transfer' and entity_id = ${body.transfer._id}`,
    );
    expect(Number(audit.rows[0]?.count)).toBe(1);
    const list = (await call('POST', 'fetchTransfers', { page: 1, warehouseId: to.id })).json();
    expect(list).toMatchObject({
      total: 1,
      totalPages: 1,
      transfers: [{ _id: body.transfer._id, catalogNumber: 'TR-1' }],
    });
    const byCatalog = (
      await call('POST', 'fetchTransfers', { page: 1, catalogNumber: 'TR-1' }, supplier)
    ).json();
    expect(byCatalog.total).toBe(1);
    expect((await call('POST', 'fetchTransfers', { page: 1, warehouseId: '424242' })).json().total).toBe(0);
  });

  it('refuses going below zero with 409 unless allowNegative', async () => {
    const from = await createWarehouse();
    const to = await createWarehouse();
    await setQuantity(from.id, 'TR-2', 1);
    const refused = await transfer({
      fromWarehouseId: from.id,
      toWarehouseId: to.id,
      catalogNumber: 'TR-2',
      quantity: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ quantity: 'validation.insufficientStock' });
    expect(await quantityOf(from.id, 'TR-2')).toBe(1);
    const allowed = await transfer({
      fromWarehouseId: from.id,
      toWarehouseId: to.id,
      catalogNumber: 'TR-2',
      quantity: 2,
      allowNegative: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().from.quantity).toBe(-1);
    expect(allowed.json().to.quantity).toBe(2);
  });

  it('answers 400 for bad transfer input, 404 for an unknown warehouse and 403 for other roles', async () => {
    const bad = await transfer({ fromWarehouseId: '1', toWarehouseId: '1', catalogNumber: 'X', quantity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ quantity: 'validation.positiveQuantity' });
    const same = await transfer({
      fromWarehouseId: '1',
      toWarehouseId: '1',
      catalogNumber: 'X',
      quantity: 1,
    });
    expect(same.json().error.fields).toEqual({ toWarehouseId: 'validation.sameWarehouse' });
    expect(
      (await transfer({ fromWarehouseId: '1', toWarehouseId: '2', catalogNumber: 'X', quantity: 1.5 }))
        .statusCode,
    ).toBe(400);
    expect((await transfer({ catalogNumber: 'X' })).statusCode).toBe(400);
    const unknown = await transfer({
      fromWarehouseId: '1',
      toWarehouseId: '424242',
      catalogNumber: 'X',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields).toEqual({ toWarehouseId: 'validation.warehouseNotFound' });
    const body = { fromWarehouseId: '1', toWarehouseId: '2', catalogNumber: 'X', quantity: 1 };
    expect((await transfer(body, supplier)).statusCode).toBe(403);
    expect((await transfer(body, agent)).statusCode).toBe(403);
    expect((await call('POST', 'fetchTransfers', { page: 0 })).statusCode).toBe(400);
  });

  it('under 20 parallel transfers of 1 from a stock of 10, exactly 10 succeed and nothing is created or lost', async () => {
    const source = await createWarehouse();
    const left = await createWarehouse();
    const right = await createWarehouse();
    await setQuantity(source.id, 'RACE-1', 10);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        transfer({
          fromWarehouseId: source.id,
          toWarehouseId: index % 2 === 0 ? left.id : right.id,
          catalogNumber: 'RACE-1',
          quantity: 1,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    const quantities = await Promise.all([source, left, right].map((w) => quantityOf(w.id, 'RACE-1')));
    expect(quantities[0]).toBe(0);
    expect(quantities.reduce((sum, quantity) => sum + quantity, 0)).toBe(10);
    const transfers = (
      await call('POST', 'fetchTransfers', { page: 1, limit: 100, warehouseId: source.id })
    ).json();
    expect(transfers.total).toBe(10);
  });

  it('parallel opposite transfers between two warehouses do not deadlock and keep the sum', async () => {
    const a = await createWarehouse();
    const b = await createWarehouse();
    await setQuantity(a.id, 'RACE-2', 50);
    await setQuantity(b.id, 'RACE-2', 50);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        transfer({
          fromWarehouseId: index % 2 === 0 ? a.id : b.id,
          toWarehouseId: index % 2 === 0 ? b.id : a.id,
          catalogNumber: 'RACE-2',
          quantity: 1 + (index % 3),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    const [qa, qb] = await Promise.all([quantityOf(a.id, 'RACE-2'), quantityOf(b.id, 'RACE-2')]);
    expect(qa + qb).toBe(100);
  });

  it('parallel first transfers into a warehouse with no row yet create it once', async () => {
    const a = await createWarehouse();
    const b = await createWarehouse();
    await setQuantity(a.id, 'RACE-3', 5);
    await setQuantity(b.id, 'RACE-3', 5);
    const responses = await Promise.all(
      [a, b].flatMap((from) =>
        Array.from({ length: 4 }, () =>
          transfer({ fromWarehouseId: from.id, toWarehouseId: '1', catalogNumber: 'RACE-3', quantity: 1 }),
        ),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await quantityOf('1', 'RACE-3')).toBe(8);
  });
});
