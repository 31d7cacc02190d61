import { addDays, todayIso } from '@tg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signIn, uniquePhone } from '../../../test/fixtures';
import { createPolicy, createProduct, machine, post, serviceCallInput } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import { policies } from '../policies/policies.table';
import { serviceCalls } from './service-calls.table';

// Approval prints the policy document; a stand-in printer keeps these tests about cover.
const printer: PdfEngine = { render: async () => Buffer.from('%PDF-1.4'), close: async () => {} };

let ctx: TestContext;
let worker: Record<string, string>;
let customer: Record<string, string>;
let customerId: string;
let productId: string;
let otherProductId: string;

const base = '/api/insurance/serviceCall';
const held = machine({ vinNumber: 'COVER0001', tractorNumber: '71-111-01' });
const pendingMachine = machine({ vinNumber: 'COVER0002', tractorNumber: '71-111-02' });
const endedMachine = machine({ vinNumber: 'COVER0003', tractorNumber: '71-111-03' });
const otherMachine = machine({ vinNumber: 'COVER0004', tractorNumber: '71-111-04' });
const plateOnly = machine({ vinNumber: '', tractorNumber: '71-111-05' });

async function approve(policyId: string) {
  const approved = await post(
    ctx,
    '/api/insurance/subscriptions/updateGeneralPolicy',
    { generalPolicy: { _id: policyId, status: 'active' } },
    worker,
  );
  expect(approved.statusCode, approved.body).toBe(200);
}

const openCall = (headers: Record<string, string>, product: string | null, overrides = {}) =>
  post(ctx, `${base}/createServiceCall`, { serviceCall: serviceCallInput(product, overrides) }, headers);

const callsBy = async (userId: string) =>
  (await ctx.db.select().from(serviceCalls).where(eq(serviceCalls.createdById, userId))).length;

beforeAll(async () => {
  ctx = await createTestApp({}, { pdf: printer });
  worker = (await signedInAs(ctx, 'worker')).headers;
  productId = (await createProduct(ctx, worker))._id;
  otherProductId = (await createProduct(ctx, worker))._id;
  const signedIn = await signedInAs(ctx, 'customer');
  customer = signedIn.headers;
  customerId = signedIn.user.id;
  // The customer's own subscriptions: approved and current; pending; approved but ended; by plate.
  await approve((await createPolicy(ctx, customer, productId, { machine: held }))._id);
  await createPolicy(ctx, customer, productId, { machine: pendingMachine });
  const ended = await createPolicy(ctx, customer, productId, { machine: endedMachine });
  await approve(ended._id);
  const today = todayIso(ctx.clock.now);
  await ctx.db
    .update(policies)
    .set({ startDate: addDays(today, -400), endDate: addDays(today, -35) })
    .where(eq(policies.id, ended._id));
  await approve((await createPolicy(ctx, customer, productId, { machine: plateOnly }))._id);
});
afterAll(() => ctx.close());

describe('service calls: a customer names only the subscription it holds (ADR 0033)', () => {
  it('opens a call under its approved, current subscription for that machine and product', async () => {
    const created = await openCall(customer, productId, { machine: held });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      serviceKind: 'subscription',
      policyProduct: { _id: productId },
      machine: { vinNumber: 'COVER0001' },
    });
    // A machine known by its plate alone is matched by the plate, however it is typed.
    const byPlate = await openCall(customer, productId, {
      machine: { ...plateOnly, tractorNumber: '7111105' },
    });
    expect(byPlate.statusCode, byPlate.body).toBe(201);
  });

  it('refuses another product, another machine, a pending or an ended subscription, and stores no call', async () => {
    const before = await callsBy(customerId);
    const attempts = {
      'another product': await openCall(customer, otherProductId, { machine: held }),
      'another machine': await openCall(customer, productId, { machine: otherMachine }),
      'the same plate on another chassis': await openCall(customer, productId, {
        machine: { ...held, vinNumber: 'COVER0099' },
      }),
      'a pending subscription': await openCall(customer, productId, { machine: pendingMachine }),
      'an ended subscription': await openCall(customer, productId, { machine: endedMachine }),
    };
    for (const [attempt, response] of Object.entries(attempts)) {
      expect(response.statusCode, attempt).toBe(400);
      expect(response.json().error.fields, attempt).toEqual({
        'policyProduct._id': 'validation.subscriptionNotHeld',
      });
    }
    expect(await callsBy(customerId)).toBe(before);
  });

  it('does not lend one customer’s subscription to another customer', async () => {
    const other = await signedInAs(ctx, 'customer');
    const refused = await openCall(other.headers, productId, { machine: held });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'policyProduct._id': 'validation.subscriptionNotHeld' });
    expect(await callsBy(other.user.id)).toBe(0);
  });

  it('a customer without any subscription still opens a paid call', async () => {
    const session = await signIn(ctx, uniquePhone(), 'customer');
    const fresh = { authorization: `Bearer ${session.token}` };
    const paid = await openCall(fresh, null, { paidService: true, machine: otherMachine });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().serviceKind).toBe('paid');
  });

  it('a worker or an agent names any product for a customer, as before', async () => {
    const agent = (await signedInAs(ctx, 'agent')).headers;
    for (const [role, headers] of [
      ['worker', worker],
      ['agent', agent],
    ] as const) {
      const created = await openCall(headers, otherProductId, { machine: otherMachine });
      expect(created.statusCode, `${role}: ${created.body}`).toBe(201);
      expect(created.json().serviceKind).toBe('subscription');
    }
  });
});
