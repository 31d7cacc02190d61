import { addDays, addYears, todayIso } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct, policyInput, post, serviceCallInput } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';

let ctx: TestContext;
let worker: Record<string, string>;
let agent: Record<string, string>;
let otherAgent: Record<string, string>;
let customer: Record<string, string>;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  otherAgent = (await signedInAs(ctx, 'agent')).headers;
  customer = (await signedInAs(ctx, 'customer')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

const base = '/api/insurance/subscriptions';
const fetchPolicies = (body: object, headers = worker) =>
  post(ctx, `${base}/fetchGeneralPolicy`, body, headers);
const today = () => todayIso(ctx.clock.now);

describe('subscriptions: create', () => {
  it('creates a pending subscription with a PI- number, the product snapshot and the creator', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    expect(policy.policyNumber).toMatch(/^PI-[0-9A-F]{8}$/);
    expect(policy).toMatchObject({
      status: 'pending',
      policyProduct: { _id: productId, policyPrice: 1250, type: 'windows' },
      machine: { vinNumber: 'JD6155M0001', tractorNumber: '1234567' },
      userInformation: { phoneNumber: '+972501234567', country: 'ישראל' },
      createdBy: { role: 'agent' },
      insurancePdf: null,
    });
  });

  it('refuses a start before today, too far ahead, and a period over one year, naming the field', async () => {
    const yesterday = addDays(today(), -1);
    const tooFar = addDays(addYears(today(), 2), 1);
    const cases = [
      [
        { createdAt: yesterday, expiredAt: addYears(yesterday, 1) },
        'createdAt',
        'validation.startBeforeToday',
      ],
      [{ createdAt: tooFar, expiredAt: addYears(tooFar, 1) }, 'createdAt', 'validation.startTooFar'],
      [
        { createdAt: today(), expiredAt: addDays(addYears(today(), 1), 1) },
        'expiredAt',
        'validation.periodTooLong',
      ],
      [{ createdAt: today(), expiredAt: addDays(today(), -1) }, 'expiredAt', 'validation.endBeforeStart'],
      [{ createdAt: '2025-02-30', expiredAt: today() }, 'createdAt', 'validation.invalidDate'],
    ] as const;
    for (const [period, field, message] of cases) {
      const response = await post(
        ctx,
        `${base}/createGeneralPolicy`,
        { policy: policyInput(productId, period) },
        agent,
      );
      expect(response.statusCode, JSON.stringify(period)).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
  });

  it('refuses missing vehicle details, a missing customer email and an unknown product', async () => {
    const response = await post(
      ctx,
      `${base}/createGeneralPolicy`,
      {
        policy: policyInput(productId, {
          machine: { vinNumber: '', tractorNumber: '', machine: '', model: 'x', year: '2020' },
          userInformation: {
            userType: 'individual',
            name: 'א',
            userId: '123456782',
            phoneNumber: '0501234567',
            email: '',
          },
        }),
      },
      agent,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'policy.machine.vinNumber': 'validation.machineNumberRequired',
      'policy.machine.machine': 'validation.vehicleDetailsRequired',
      'policy.userInformation.email': 'validation.required',
    });
    const unknown = await post(
      ctx,
      `${base}/createGeneralPolicy`,
      { policy: policyInput('00000000-0000-4000-8000-000000000000') },
      agent,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['policyProduct._id']).toBe('validation.productNotFound');
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const body of [{}, { policy: null }, { policy: 'x' }, { policy: { machine: [] } }]) {
      expect((await post(ctx, `${base}/createGeneralPolicy`, body, agent)).statusCode).toBe(400);
    }
  });
});

describe('subscriptions: who sees what', () => {
  it('an agent sees its own and never another agent’s; staff see both', async () => {
    const mine = await createPolicy(ctx, agent, productId, {
      machine: {
        vinNumber: 'SCOPEVIN01',
        tractorNumber: '5550001',
        machine: 'CASE',
        model: 'X',
        year: '2020',
      },
    });
    const theirs = await createPolicy(ctx, otherAgent, productId, {
      machine: {
        vinNumber: 'SCOPEVIN02',
        tractorNumber: '5550002',
        machine: 'CASE',
        model: 'X',
        year: '2020',
      },
    });
    const ids = async (headers: Record<string, string>) =>
      (await fetchPolicies({ page: 0, limit: 100 }, headers))
        .json()
        .policies.map((policy: { _id: string }) => policy._id);
    expect(await ids(agent)).toContain(mine._id);
    expect(await ids(agent)).not.toContain(theirs._id);
    expect(await ids(worker)).toEqual(expect.arrayContaining([mine._id, theirs._id]));
    // Another agent's subscription does not exist for this one: 404, not 403.
    const cancel = await post(
      ctx,
      `${base}/cancelGeneralPolicy`,
      { _id: theirs._id, closeReason: 'x' },
      agent,
    );
    expect(cancel.statusCode).toBe(404);
    const pdf = await post(ctx, `${base}/policyPdf`, { _id: theirs._id }, agent);
    expect(pdf.statusCode).toBe(404);
  });

  it('a customer sees what it created, and staff may not be impersonated by the payload', async () => {
    const own = await createPolicy(ctx, customer, productId);
    const list = (await fetchPolicies({ page: 0, limit: 100 }, customer)).json();
    expect(list.policies.map((policy: { _id: string }) => policy._id)).toEqual([own._id]);
    const legacy = await post(
      ctx,
      '/api/generalPolicies/getAgentPendingPoliciesByAgentType',
      { userId: 'someone-else', role: 'admin', page: 0, limit: 10 },
      customer,
    );
    expect(legacy.json()).toMatchObject({ totalPolicies: 1, totalPages: 1 });
  });

  it('filters by status and tractor number, paging from 0', async () => {
    const policy = await createPolicy(ctx, worker, productId, {
      machine: {
        vinNumber: 'FILTERVIN',
        tractorNumber: '77-123-45',
        machine: 'FENDT',
        model: '724',
        year: '2019',
      },
    });
    const found = (
      await fetchPolicies({ page: 0, limit: 10, tractorNumber: '7712', status: 'pending' })
    ).json();
    expect(found.policies.map((row: { _id: string }) => row._id)).toEqual([policy._id]);
    const active = (
      await fetchPolicies({ page: 0, limit: 10, tractorNumber: '7712', status: 'active' })
    ).json();
    expect(active.total).toBe(0);
    const byNumber = await post(
      ctx,
      '/api/generalPolicies/searchPolicyByPolicyNumber',
      { policyNumber: policy.policyNumber },
      worker,
    );
    expect(byNumber.json().policy._id).toBe(policy._id);
    const byShortNumber = (
      await fetchPolicies({ page: 0, policyNumber: policy.policyNumber.slice(3, 8) })
    ).json();
    expect(byShortNumber.policies[0]._id).toBe(policy._id);
    expect((await fetchPolicies({ page: -1 })).statusCode).toBe(400);
  });
});

describe('subscriptions: approval, cancel, renew', () => {
  it('only staff approve; approval answers at once, then the PDF is made, stored and served by a signed link', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    const byAgent = await post(
      ctx,
      `${base}/updateGeneralPolicy`,
      { generalPolicy: { _id: policy._id, status: 'active' } },
      agent,
    );
    expect(byAgent.statusCode).toBe(403);
    const approved = await post(
      ctx,
      `${base}/updateGeneralPolicy`,
      { generalPolicy: { _id: policy._id, status: 'active', notes: 'נבדק' } },
      worker,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      pdf: 'queued',
      generalPolicy: { status: 'active', notes: 'נבדק' },
    });
    await ctx.app.policyPdfs.whenIdle();
    const found = (
      await post(
        ctx,
        '/api/generalPolicies/searchPolicyByPolicyNumber',
        { policyNumber: policy.policyNumber },
        worker,
      )
    ).json().policy;
    expect(found.pdfReady).toBe(true);
    const url = found.insurancePdf as string;
    const file = await ctx.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The agent who sold it opens the same document.
    const link = await post(ctx, `${base}/policyPdf`, { _id: policy._id }, agent);
    expect(link.statusCode).toBe(200);
    // Approving twice is a conflict, not a second approval.
    const again = await post(
      ctx,
      `${base}/updateGeneralPolicy`,
      { generalPolicy: { _id: policy._id, status: 'active' } },
      worker,
    );
    expect(again.statusCode).toBe(409);
  });

  it('cancels with a reason and keeps the record; renew makes a new pending subscription for the next year', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    expect(
      (await post(ctx, `${base}/cancelGeneralPolicy`, { _id: policy._id, closeReason: ' ' }, agent))
        .statusCode,
    ).toBe(400);
    const cancelled = await post(
      ctx,
      `${base}/cancelGeneralPolicy`,
      { _id: policy._id, closeReason: 'הלקוח ביטל' },
      agent,
    );
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', closeReason: 'הלקוח ביטל' });
    const closed = (
      await post(ctx, '/api/generalPolicies/getAgentCanceledPoliciesByAgentType', { page: 0 }, agent)
    ).json();
    expect(closed.policies.map((row: { _id: string }) => row._id)).toContain(policy._id);
    const renewed = await post(ctx, `${base}/renewGeneralPolicy`, { _id: policy._id }, agent);
    expect(renewed.statusCode, renewed.body).toBe(201);
    const original = cancelled.json();
    expect(renewed.json()).toMatchObject({
      status: 'pending',
      renewedFrom: policy._id,
      createdAt: addDays(original.expiredAt, 1),
      expiredAt: addYears(addDays(original.expiredAt, 1), 1),
    });
    expect(renewed.json().policyNumber).not.toBe(policy.policyNumber);
  });

  it('the legacy delete cancels and keeps the subscription', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    const deleted = await post(
      ctx,
      '/api/generalPolicies/deleteGeneralPolicy',
      { policyId: policy._id },
      agent,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      _id: policy._id,
      status: 'cancelled',
      closeReason: expect.any(String),
    });
    const found = await post(
      ctx,
      '/api/generalPolicies/searchPolicyByPolicyNumber',
      { policyNumber: policy.policyNumber },
      agent,
    );
    expect(found.json().policy.status).toBe('cancelled');
  });

  it('shows an active subscription past its end as ended', async () => {
    const policy = await createPolicy(ctx, worker, productId);
    await post(
      ctx,
      `${base}/updateGeneralPolicy`,
      { generalPolicy: { _id: policy._id, status: 'active' } },
      worker,
    );
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + 400 * 86_400_000);
    try {
      const ended = (await fetchPolicies({ page: 0, limit: 100, status: 'ended' })).json();
      expect(ended.policies.find((row: { _id: string }) => row._id === policy._id)?.status).toBe('ended');
    } finally {
      ctx.clock.now = start;
    }
  });

  it('an agent edits the insured’s details but not the product or the period', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    const edited = await post(
      ctx,
      `${base}/updateGeneralPolicy`,
      {
        generalPolicy: {
          _id: policy._id,
          userInformation: {
            userType: 'business',
            name: 'חקלאות בע"מ',
            userId: '512345678',
            phoneNumber: '0521112222',
            email: 'farm@example.org',
          },
          expiredAt: '2099-01-01',
        },
      },
      agent,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().generalPolicy).toMatchObject({
      userType: 'business',
      userInformation: { name: 'חקלאות בע"מ', phoneNumber: '+972521112222' },
      expiredAt: policy.expiredAt,
    });
  });
});

describe('subscriptions: approval when the PDF cannot be made', () => {
  it('approves anyway; the background print fails quietly and the PDF call answers 503 until it can', async () => {
    const failing: PdfEngine = {
      render: async () => {
        throw new Error('printer on fire');
      },
      close: async () => {},
    };
    const broken = await createTestApp({}, { pdf: failing });
    try {
      const staff = (await signedInAs(broken, 'worker')).headers;
      const product = await createProduct(broken, staff);
      const policy = await createPolicy(broken, staff, product._id);
      const approved = await post(
        broken,
        `${base}/updateGeneralPolicy`,
        { generalPolicy: { _id: policy._id, status: 'active' } },
        staff,
      );
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        pdf: 'queued',
        generalPolicy: { status: 'active', insurancePdf: null, pdfReady: false },
      });
      await broken.app.policyPdfs.whenIdle();
      expect((await post(broken, `${base}/policyPdf`, { _id: policy._id }, staff)).statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });
});

describe('dashboard figures', () => {
  it('counts only the caller’s own subscriptions and calls, by status', async () => {
    const seller = (await signedInAs(ctx, 'agent')).headers;
    const dashboard = async () =>
      (await ctx.app.inject({ method: 'GET', url: `${base}/agentDashboard`, headers: seller })).json();
    expect((await dashboard()).policies).toMatchObject({ pending: 0, active: 0 });
    const first = await createPolicy(ctx, seller, productId);
    await createPolicy(ctx, seller, productId);
    await createPolicy(ctx, otherAgent, productId);
    await post(
      ctx,
      `${base}/updateGeneralPolicy`,
      { generalPolicy: { _id: first._id, status: 'active' } },
      worker,
    );
    await post(
      ctx,
      '/api/insurance/serviceCall/createServiceCall',
      { serviceCall: serviceCallInput(productId) },
      seller,
    );
    const figures = await dashboard();
    expect(figures.policies).toMatchObject({ pending: 1, active: 1, cancelled: 0, ended: 0 });
    expect(figures.serviceCalls).toMatchObject({ pending: 1, active: 0, thisMonth: 1 });
    expect(figures.policiesByMonth).toHaveLength(6);
    expect(figures.policiesByMonth.at(-1).count).toBe(2);
  });
});
