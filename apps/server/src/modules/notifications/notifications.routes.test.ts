import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDoc, docCall, quoteInput } from '../../../test/documents';
import { createUser, later, randomAddress, signedInAs, signIn, uniquePhone } from '../../../test/fixtures';
import { createPolicy, createProduct, post, serviceCallInput } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;
interface Item {
  _id: string;
  kind: string;
  params: Record<string, string | number>;
  link: string;
  createdAt: string;
  readAt: string | null;
}

let ctx: TestContext;
let worker: { headers: Headers; id: string; phone: string };
let admin: Headers;
let agentA: Headers;
let agentB: Headers;
let installer: { headers: Headers; id: string };
let policyProductId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const w = await signedInAs(ctx, 'worker');
  worker = { headers: w.headers, id: w.user.id, phone: w.user.phoneNumber };
  admin = (await signedInAs(ctx, 'admin')).headers;
  agentA = (await signedInAs(ctx, 'agent')).headers;
  agentB = (await signedInAs(ctx, 'agent')).headers;
  const i = await signedInAs(ctx, 'installer');
  installer = { headers: i.headers, id: i.user.id };
  policyProductId = (await createProduct(ctx, admin))._id;
});
afterAll(() => ctx.close());

const list = async (headers: Headers, unread = true) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/notifications${unread ? '?unread=true' : ''}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Item[]; unread: number };
};
const markRead = (payload: object, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/notifications/markRead', headers, payload });
const markAllRead = (headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/notifications/markAllRead', headers });
const ofKind = (answer: { items: Item[] }, kind: string) => answer.items.filter((item) => item.kind === kind);

async function newServiceCall(headers: Headers) {
  const call = await post(
    ctx,
    '/api/insurance/serviceCall/createServiceCall',
    { serviceCall: serviceCallInput(null, { paidService: true }) },
    headers,
  );
  expect(call.statusCode, call.body).toBe(201);
  return call.json() as { serviceCallNumber: string };
}

describe('notifications of approvals', () => {
  it('tells the approvers, and only them, of a subscription and a service call awaiting approval', async () => {
    const before = (await list(worker.headers)).unread;
    const policy = await createPolicy(ctx, agentA, policyProductId);
    // The test clock stands still: the call is made a second later, so "newest first" can tell.
    const call = await later(ctx, 1, () => newServiceCall(agentA));

    const mine = await list(worker.headers);
    expect(mine.unread).toBe(before + 2);
    expect(ofKind(mine, 'subscriptionAwaitingApproval')).toContainEqual(
      expect.objectContaining({
        params: expect.objectContaining({ number: policy.policyNumber }),
        link: `/dashboard/worker/services/insurance?policyNumber=${policy.policyNumber}`,
        readAt: null,
      }),
    );
    expect(ofKind(mine, 'serviceCallAwaitingApproval')[0]?.params.number).toBe(call.serviceCallNumber);
    // Newest first: the call came after the subscription.
    expect(mine.items[0]?.kind).toBe('serviceCallAwaitingApproval');
    expect(ofKind(await list(admin), 'subscriptionAwaitingApproval')).toHaveLength(1);

    // Agents approve nothing: neither the one who asked nor another group's agent hears of it.
    expect((await list(agentA)).items).toEqual([]);
    expect((await list(agentB)).items).toEqual([]);
    expect((await list(installer.headers)).items).toEqual([]);
  });

  it('never tells the person who acted of their own action', async () => {
    const before = await list(worker.headers);
    await newServiceCall(worker.headers);
    expect((await list(worker.headers)).unread).toBe(before.unread);
    expect(ofKind(await list(admin), 'serviceCallAwaitingApproval').length).toBeGreaterThan(0);
  });
});

describe('notifications of assignments, leads and transfers', () => {
  it('tells the person newly assigned to a document, once', async () => {
    const created = await createDoc(
      ctx,
      worker.headers,
      'priceQuote',
      quoteInput({ handleBy: { installer: { id: installer.id, name: '' } } } as never),
    );
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json() as { docId: number };
    const assigned = ofKind(await list(installer.headers), 'documentAssigned');
    expect(assigned).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ category: 'priceQuote', number: doc.docId }),
        link: '/dashboard/storekeeper/main',
      }),
    ]);
    expect(ofKind(await list(agentA), 'documentAssigned')).toEqual([]);
  });

  it('tells those who follow up leads of a storefront request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: randomAddress(),
      payload: { name: 'פונה מהאתר', phoneNumber: uniquePhone(), machine: { tractorNumber: '1234567' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { leadNumber } = response.json() as { leadNumber: number };
    const lead = ofKind(await list(worker.headers), 'newLead').find(
      (item) => item.params.number === leadNumber,
    );
    expect(lead?.params.name).toBe('פונה מהאתר');
    expect(lead?.link).toMatch(/^\/dashboard\/worker\/operations\/leads\?lead=/);
    expect(ofKind(await list(agentA), 'newLead')).toEqual([]);
  });

  it("tells the receiving warehouse's keeper of a transfer, not another keeper", async () => {
    const keeper = await createUser(ctx, 'storekeeper', { name: 'שמואל  המחסנאי' });
    const other = await createUser(ctx, 'storekeeper', { name: 'מחסנאי אחר' });
    const keeperSession = {
      authorization: `Bearer ${(await signIn(ctx, keeper.phoneNumber, 'storekeeper')).token}`,
    };
    const otherSession = {
      authorization: `Bearer ${(await signIn(ctx, other.phoneNumber, 'storekeeper')).token}`,
    };
    const warehouse = await ctx.app.inject({
      method: 'POST',
      url: '/api/warehouses/createWarehouse',
      headers: worker.headers,
      payload: { warehouse: { id: '77', name: 'מחסן הצפון', address: 'הרצל 1', owner: 'שמואל המחסנאי' } },
    });
    expect(warehouse.statusCode, warehouse.body).toBe(201);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/api/warehouses/transferStock',
      headers: worker.headers,
      payload: {
        fromWarehouseId: '1',
        toWarehouseId: '77',
        catalogNumber: 'NTF-1',
        quantity: 3,
        allowNegative: true,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ofKind(await list(keeperSession), 'stockTransferIn')).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ count: 3, catalogNumber: 'NTF-1', warehouse: 'מחסן הצפון' }),
      }),
    ]);
    expect((await list(otherSession)).items).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('marks only the caller’s own as read, ignoring others’ ids, and counts what is left', async () => {
    await newServiceCall(agentA);
    const mine = await list(worker.headers);
    const adminsBefore = await list(admin);
    const first = mine.items[0] as Item;
    const someoneElses = adminsBefore.items[0] as Item;

    const response = await markRead({ ids: [first._id, someoneElses._id] }, worker.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 1, unread: mine.unread - 1 });

    expect((await list(admin)).unread).toBe(adminsBefore.unread);
    const all = await list(worker.headers, false);
    expect(all.items.find((item) => item._id === first._id)?.readAt).toEqual(expect.any(String));
    expect((await list(worker.headers)).items.some((item) => item._id === first._id)).toBe(false);
  });

  it('marks all of the caller’s own as read', async () => {
    await newServiceCall(agentA);
    const response = await markAllRead(worker.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().unread).toBe(0);
    expect(await list(worker.headers)).toEqual({ items: [], unread: 0 });
    expect((await list(admin)).unread).toBeGreaterThan(0);
  });

  it('answers 400 with the field for malformed ids, and 401 signed out', async () => {
    const empty = await markRead({ ids: [] }, worker.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('ids');
    expect((await markRead({ ids: ['not-an-id'] }, worker.headers)).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await markRead({ ids: tooMany }, worker.headers)).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notifications?unread=maybe',
          headers: worker.headers,
        })
      ).statusCode,
    ).toBe(400);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await markRead({ ids: [crypto.randomUUID()] }, {})).statusCode).toBe(401);
    expect((await markAllRead({})).statusCode).toBe(401);
  });
});

describe('opting in to SMS', () => {
  it('sends the same event by SMS to those who opted in, and only to them', async () => {
    const choose = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/preferences',
      headers: worker.headers,
      payload: { sms: true },
    });
    expect(choose.statusCode, choose.body).toBe(200);
    expect(choose.json()).toEqual({ sms: true, email: false });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: worker.headers,
    });
    expect(read.json()).toEqual({ sms: true, email: false });

    const sentBefore = ctx.sms.outbox.length;
    const call = await newServiceCall(agentA);
    await vi.waitFor(() => expect(ctx.sms.lastTo(worker.phone)?.text).toContain(call.serviceCallNumber));
    const smsSince = ctx.sms.outbox.slice(sentBefore);
    // The admin did not opt in: the bell only.
    expect(smsSince.map((message) => message.to)).toEqual([worker.phone]);
    expect(smsSince[0]?.text).toContain('ממתינה לאישור');
  });

  it('keeps preferences per person and refuses a malformed choice', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/notifications/preferences',
          headers: agentB,
          payload: { sms: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    const others = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: agentB,
    });
    expect(others.json()).toEqual({ sms: false, email: false });
  });
});

// A document reassigned to someone else tells the new person only.
describe('reassigning a document', () => {
  it('tells only the newly assigned person', async () => {
    const second = await signedInAs(ctx, 'installer');
    const created = await createDoc(
      ctx,
      worker.headers,
      'priceQuote',
      quoteInput({ handleBy: { installer: { id: installer.id, name: '' } } } as never),
    );
    const doc = created.json();
    const before = ofKind(await list(installer.headers, false), 'documentAssigned').length;
    const updated = await docCall(ctx, worker.headers, 'updateDoc', {
      doc: {
        ...quoteInput({ handleBy: { installer: { id: second.user.id, name: '' } } } as never),
        category: 'priceQuote',
        docId: doc.docId,
        docNotes: [{ content: 'הועבר למתקין אחר', isNew: true }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(ofKind(await list(second.headers), 'documentAssigned')).toHaveLength(1);
    expect(ofKind(await list(installer.headers, false), 'documentAssigned')).toHaveLength(before);
  });
});
