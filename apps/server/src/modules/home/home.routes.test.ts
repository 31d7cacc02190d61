import {
  addDays,
  type DocumentInput,
  formatDisplayDate,
  type HomeSummary,
  installerStatuses,
  todayIso,
} from '@tg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, quoteInput } from '../../../test/documents';
import { randomAddress, signedInAs, uniquePhone } from '../../../test/fixtures';
import { createPolicy, createProduct, post, serviceCallInput } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { policies } from '../policies/policies.table';
import { registryImportsRepository } from '../registry/registry-import.repository';
import { warehouseStock, warehouses } from '../warehouses/warehouses.table';

type Headers = Record<string, string>;
let ctx: TestContext;
let worker: Headers;
let agent: Headers;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

async function summaryOf(headers: Headers): Promise<HomeSummary> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/home/summary', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeSummary;
}

const today = () => formatDisplayDate(todayIso(ctx.clock.now));

/** A work card shipping on `day` (dd/MM/yyyy), for the installer and storekeeper named. */
async function workCard(day: string, handlers: { installerId?: string; storekeeperId?: string }) {
  const response = await createDoc(ctx, worker, 'workCard', {
    ...quoteInput(),
    shippingAddress: { city: 'חיפה', neighborhood: 'הרצל', buildingNumber: '5', shippingDate: day, hour: '' },
    handleBy: {
      ...(handlers.storekeeperId ? { storekeeper: { id: handlers.storekeeperId, name: '' } } : {}),
      ...(handlers.installerId ? { installer: { id: handlers.installerId, name: '' } } : {}),
    },
  } as DocumentInput);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { docId: number; _id: string };
}

describe('home summary: each role gets the counts of the lists it may open', () => {
  it('gives the office every staff figure, and nothing of another person’s day', async () => {
    for (const headers of [worker, (await signedInAs(ctx, 'admin')).headers]) {
      const summary = await summaryOf(headers);
      expect(Object.keys(summary).sort()).toEqual(
        [
          'documents',
          'failedImports',
          'newLeads',
          'routesToday',
          'serviceCallsPending',
          'stockBelowMinimum',
          'subscriptionsExpiring',
          'subscriptionsPending',
        ].sort(),
      );
    }
  });

  it('gives the storekeeper today’s picking and stock below minimum, the installer its stops, the supplier none', async () => {
    const storekeeper = await signedInAs(ctx, 'storekeeper');
    expect(Object.keys(await summaryOf(storekeeper.headers)).sort()).toEqual([
      'pickingToday',
      'stockBelowMinimum',
    ]);
    const installer = await signedInAs(ctx, 'installer');
    expect(Object.keys(await summaryOf(installer.headers))).toEqual(['myStopsToday']);
    expect(await summaryOf((await signedInAs(ctx, 'supplier')).headers)).toEqual({});
  });

  it('refuses agents, agencies and customers, whose homes are their own dashboards, and strangers', async () => {
    for (const role of ['agent', 'company', 'customer'] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/home/summary',
        headers: (await signedInAs(ctx, role)).headers,
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/home/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('home summary: the counts follow the records', () => {
  it('counts three new subscriptions awaiting approval and a new service call', async () => {
    const before = await summaryOf(worker);
    for (let index = 0; index < 3; index++) await createPolicy(ctx, agent, productId);
    const call = await post(
      ctx,
      '/api/insurance/serviceCall/createServiceCall',
      { serviceCall: serviceCallInput(null, { paidService: true }) },
      agent,
    );
    expect(call.statusCode, call.body).toBe(201);
    const after = await summaryOf(worker);
    expect(after.subscriptionsPending).toBe((before.subscriptionsPending ?? 0) + 3);
    expect(after.serviceCallsPending).toBe((before.serviceCallsPending ?? 0) + 1);
  });

  it('counts active subscriptions ending within 30 days, today and the 30th day included', async () => {
    const before = (await summaryOf(worker)).subscriptionsExpiring ?? 0;
    const day = todayIso(ctx.clock.now);
    for (const endDate of [day, addDays(day, 30), addDays(day, 31), addDays(day, -1)]) {
      const { _id } = await createPolicy(ctx, agent, productId);
      await ctx.db.update(policies).set({ status: 'active', endDate }).where(eq(policies.id, _id));
    }
    expect((await summaryOf(worker)).subscriptionsExpiring).toBe(before + 2);
  });

  it('counts a lead from the storefront as new until someone takes it up', async () => {
    const before = await summaryOf(worker);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name: 'ישראל ישראלי', phoneNumber: uniquePhone(), message: 'שמשה סדוקה' },
      remoteAddress: randomAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await summaryOf(worker)).newLeads).toBe((before.newLeads ?? 0) + 1);
  });

  it('counts open quotes by their general status', async () => {
    const before = (await summaryOf(worker)).documents?.priceQuote;
    await createDoc(ctx, worker, 'priceQuote', quoteInput());
    await createDoc(ctx, worker, 'priceQuote', quoteInput());
    const after = (await summaryOf(worker)).documents?.priceQuote;
    expect(after?.open).toBe((before?.open ?? 0) + 2);
    expect(after?.byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(after?.open);
  });

  it('counts today’s cards for the storekeeper who picks them and the installer who drives them, done ones too', async () => {
    const storekeeper = await signedInAs(ctx, 'storekeeper');
    const installer = await signedInAs(ctx, 'installer');
    const handlers = { storekeeperId: storekeeper.user.id, installerId: installer.user.id };
    const routesBefore = (await summaryOf(worker)).routesToday;
    const first = await workCard(today(), handlers);
    await workCard(today(), handlers);
    // Tomorrow's card is not today's work.
    await workCard(formatDisplayDate(addDays(todayIso(ctx.clock.now), 1)), handlers);
    const done = await docCall(ctx, worker, 'updateItemByFields', {
      category: 'workCard',
      docId: first.docId,
      fields: { 'generalStatus.status': installerStatuses.done },
      allowNegativeStock: true,
    });
    expect(done.statusCode, done.body).toBe(200);

    expect((await summaryOf(storekeeper.headers)).pickingToday).toBe(2);
    expect((await summaryOf(installer.headers)).myStopsToday).toEqual({ planned: 2, done: 1 });
    const routesAfter = (await summaryOf(worker)).routesToday;
    expect(routesAfter).toEqual({
      planned: (routesBefore?.planned ?? 0) + 2,
      done: (routesBefore?.done ?? 0) + 1,
    });
  });

  it('counts stock under its minimum in living warehouses only, and registry imports failed this week', async () => {
    const before = await summaryOf(worker);
    const [living, deleted] = await ctx.db
      .insert(warehouses)
      .values([
        { number: `H${Date.now()}`, name: 'בדיקת בית' },
        { number: `D${Date.now()}`, name: 'נמחק', deletedAt: new Date() },
      ])
      .returning();
    await ctx.db.insert(warehouseStock).values([
      { warehouseId: living!.id, catalogNumber: 'HOME-1', quantity: 1, minQuantity: 5 },
      { warehouseId: living!.id, catalogNumber: 'HOME-2', quantity: 5, minQuantity: 5 },
      { warehouseId: deleted!.id, catalogNumber: 'HOME-3', quantity: 0, minQuantity: 5 },
    ]);
    const failed = await registryImportsRepository.create(ctx.db, {
      category: 'vehicleTools',
      fileName: 'a.csv',
    });
    await registryImportsRepository.update(ctx.db, failed.id, { status: 'failed', finishedAt: new Date() });

    const after = await summaryOf(worker);
    expect(after.stockBelowMinimum).toBe((before.stockBelowMinimum ?? 0) + 1);
    expect(after.failedImports).toBe((before.failedImports ?? 0) + 1);
    // A week on, the failure is old news.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 8 * 86_400_000);
    expect((await summaryOf(worker)).failedImports).toBe(before.failedImports ?? 0);
  });
});
