import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signIn, uniquePhone } from '../../../test/fixtures';
import { createProduct, post, serviceCallInput } from '../../../test/insurance';
import { multipart } from '../../../test/multipart';
import { createPerson, personInput } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

const base = '/api/insurance/serviceCall';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function upload(headers: Record<string, string>, purpose: string, name: string, content: Buffer) {
  const body = multipart({ purpose }, { name, content });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}

describe('service calls', () => {
  it('a customer of an agent opens a call with photos; the agent sees it pending, another agent does not', async () => {
    const agent = await signedInAs(ctx, 'agent');
    const otherAgent = await signedInAs(ctx, 'agent');
    // The agent's customer signs in with the phone of its record.
    const record = await createPerson(ctx, agent.headers, 'customer', personInput());
    const session = await signIn(ctx, record.userInformation.phoneNumber, 'customer');
    const customer = { authorization: `Bearer ${session.token}` };
    const front = await upload(customer, 'photo', 'front.png', png);
    const created = await post(
      ctx,
      `${base}/createServiceCall`,
      {
        serviceCall: serviceCallInput(null, {
          paidService: true,
          files: { images: { front: { _id: front._id } } },
        }),
      },
      customer,
    );
    expect(created.statusCode, created.body).toBe(201);
    const call = created.json();
    expect(call.serviceCallNumber).toMatch(/^SC-[0-9A-F]{8}$/);
    expect(call).toMatchObject({
      status: 'pending',
      createdBy: { role: 'customer' },
      createdAt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(call.files.images.front).toMatchObject({ _id: front._id, fileName: 'front.png' });
    expect(call.files.images.back).toBeNull();

    const pending = (
      await post(
        ctx,
        '/api/generalServiceCalls/getAgentPendingServiceCallsByAgentType',
        { page: 0 },
        agent.headers,
      )
    ).json();
    expect(pending.serviceCalls.map((row: { _id: string }) => row._id)).toContain(call._id);
    const foreign = (
      await post(
        ctx,
        '/api/generalServiceCalls/getAgentPendingServiceCallsByAgentType',
        { page: 0 },
        otherAgent.headers,
      )
    ).json();
    expect(foreign.serviceCalls.map((row: { _id: string }) => row._id)).not.toContain(call._id);
    const byId = await post(
      ctx,
      '/api/generalServiceCalls/searchServiceCallById',
      { serviceCallId: call.serviceCallNumber },
      otherAgent.headers,
    );
    expect(byId.statusCode).toBe(404);

    // The photo is served by the signed link the answer carries.
    const photo = await ctx.app.inject({
      method: 'GET',
      url: call.files.images.front.value.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(photo.statusCode).toBe(200);
  });

  it('refuses a file uploaded by someone else, and a call without product unless it is an insurance case', async () => {
    const customer = (await signedInAs(ctx, 'customer')).headers;
    const stranger = await upload(worker, 'photo', 'x.png', png);
    const stolen = await post(
      ctx,
      `${base}/createServiceCall`,
      {
        serviceCall: serviceCallInput(null, {
          paidService: true,
          files: { images: { front: { _id: stranger._id } } },
        }),
      },
      customer,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields).toEqual({ 'files.0': 'validation.invalidValue' });
    const noProduct = await post(
      ctx,
      `${base}/createServiceCall`,
      { serviceCall: serviceCallInput(null) },
      customer,
    );
    expect(noProduct.json().error.fields).toEqual({ policyProduct: 'validation.productOrPaidRequired' });
    const insuranceCase = await post(
      ctx,
      `${base}/createServiceCall`,
      {
        serviceCall: serviceCallInput(null, {
          isInsuranceCase: true,
          damageReport: { accidentDetails: { accidentDate: '' } },
        }),
      },
      customer,
    );
    expect(insuranceCase.statusCode).toBe(400);
    expect(insuranceCase.json().error.fields).toMatchObject({
      'damageReport.accidentDetails.accidentDate': 'validation.required',
      'damageReport.insuredPerson.idNumber': 'validation.required',
    });
    const complete = await post(
      ctx,
      `${base}/createServiceCall`,
      {
        serviceCall: serviceCallInput(null, {
          isInsuranceCase: true,
          damageReport: {
            policyDetails: { policyNumber: 'POL-1' },
            insuredPerson: { name: 'ישראל', idNumber: '123456782' },
            accidentDetails: {
              accidentDate: '2026-11-20',
              accidentLocation: 'עפולה',
              towTruckInvolved: true,
            },
          },
        }),
      },
      customer,
    );
    expect(complete.statusCode, complete.body).toBe(201);
    expect(complete.json().damageReport.accidentDetails).toMatchObject({
      accidentLocation: 'עפולה',
      towTruckInvolved: true,
    });
  });

  it('a brand-new customer asks for paid service without a subscription; staff see a call to quote', async () => {
    // Signed in by code for the first time: the customer is created by the sign-in itself.
    const session = await signIn(ctx, uniquePhone(), 'customer');
    const customer = { authorization: `Bearer ${session.token}` };
    const created = await post(
      ctx,
      `${base}/createServiceCall`,
      { serviceCall: serviceCallInput(null, { paidService: true, notes: 'שמשה קדמית סדוקה' }) },
      customer,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'pending',
      policyProduct: null,
      isInsuranceCase: false,
      serviceKind: 'paid',
      createdBy: { role: 'customer', userId: session.user._id },
    });
    const number = created.json().serviceCallNumber;

    const seen = await post(ctx, `${base}/getServiceCalls`, { page: 0 }, worker);
    const row = seen
      .json()
      .serviceCalls.find((call: { serviceCallNumber: string }) => call.serviceCallNumber === number);
    expect(row).toMatchObject({ serviceKind: 'paid', policyProduct: null });
    const found = await post(
      ctx,
      '/api/generalServiceCalls/searchServiceCallById',
      { serviceCallId: number },
      worker,
    );
    expect(found.json().serviceCall.serviceKind).toBe('paid');
    // The customer sees its own call the same way.
    const own = await post(
      ctx,
      '/api/generalServiceCalls/searchServiceCallById',
      { serviceCallId: number },
      customer,
    );
    expect(own.json().serviceCall.serviceKind).toBe('paid');
  });

  it('marks a call under a subscription by its own kind', async () => {
    // Staff name a product for a customer; a customer names only one it holds (ADR 0033, its own tests).
    const covered = await post(
      ctx,
      `${base}/createServiceCall`,
      { serviceCall: serviceCallInput(productId) },
      worker,
    );
    expect(covered.statusCode, covered.body).toBe(201);
    expect(covered.json().serviceKind).toBe('subscription');
  });

  it('refuses paid service that also names a product, an unknown product, and a malformed flag, with 400', async () => {
    const session = await signIn(ctx, uniquePhone(), 'customer');
    const customer = { authorization: `Bearer ${session.token}` };
    const both = await post(
      ctx,
      `${base}/createServiceCall`,
      { serviceCall: serviceCallInput(productId, { paidService: true }) },
      customer,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ policyProduct: 'validation.paidServiceWithProduct' });
    const unknown = await post(
      ctx,
      `${base}/createServiceCall`,
      { serviceCall: serviceCallInput('3f2504e0-4f89-41d3-9a0c-0305e82c3301') },
      customer,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'policyProduct._id': 'validation.productNotFound' });
    for (const paidService of ['yes', 1, null]) {
      const malformed = await post(
        ctx,
        `${base}/createServiceCall`,
        { serviceCall: serviceCallInput(null, { paidService }) },
        customer,
      );
      expect(malformed.statusCode, String(paidService)).toBe(400);
    }
    const notAnObject = await post(ctx, `${base}/createServiceCall`, { serviceCall: 'paid' }, customer);
    expect(notAnObject.statusCode).toBe(400);
  });

  it('staff approve once with notes; the call becomes active; nobody else may approve', async () => {
    const agent = (await signedInAs(ctx, 'agent')).headers;
    const call = (
      await post(ctx, `${base}/createServiceCall`, { serviceCall: serviceCallInput(productId) }, agent)
    ).json();
    const approve = (headers: Record<string, string>) =>
      post(
        ctx,
        `${base}/updateGeneralServiceCall`,
        { serviceCall: { _id: call._id, status: 'approved', notes: 'טופל' } },
        headers,
      );
    expect((await approve(agent)).statusCode).toBe(403);
    const approved = await approve(worker);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().serviceCall).toMatchObject({
      status: 'active',
      notes: 'טופל',
      approvedBy: { role: 'worker' },
    });
    expect((await approve(worker)).statusCode).toBe(409);
  });

  it('lists 15 per page from page 0 with filters, flat or under filters', async () => {
    const agent = (await signedInAs(ctx, 'agent')).headers;
    await post(
      ctx,
      `${base}/createServiceCall`,
      {
        serviceCall: serviceCallInput(productId, {
          machine: {
            vinNumber: 'FILTERSC1',
            tractorNumber: '9988776',
            machine: 'KUBOTA',
            model: 'M7',
            year: '2020',
          },
        }),
      },
      agent,
    );
    const flat = (
      await post(ctx, `${base}/getServiceCalls`, { page: 0, vinNumber: 'FILTERSC' }, worker)
    ).json();
    expect(flat.serviceCalls).toHaveLength(1);
    const nested = (
      await post(
        ctx,
        `${base}/getServiceCalls`,
        { page: 0, filters: { tractorNumber: '998877', status: 'pending' } },
        worker,
      )
    ).json();
    expect(nested.serviceCalls).toHaveLength(1);
    const general = (await post(ctx, `${base}/getServiceCalls`, { page: 0, search: 'kubota' }, agent)).json();
    expect(general.serviceCalls).toHaveLength(1);
    const all = (await post(ctx, `${base}/getServiceCalls`, {}, worker)).json();
    expect(all.serviceCalls.length).toBeLessThanOrEqual(15);
    const last = (await post(ctx, '/api/generalServiceCalls/getLastPendingServiceCallId', {}, agent)).json();
    expect(last.newPendingServiceCallId).toMatch(/^SC-/);
    expect((await post(ctx, `${base}/getServiceCalls`, { status: 'closed' }, worker)).statusCode).toBe(400);
  });
});
