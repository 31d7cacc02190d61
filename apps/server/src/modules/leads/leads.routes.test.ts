import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, signedInAs, uniquePhone } from '../../../test/fixtures';
import { multipart, samples } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
type Headers = Record<string, string>;
let worker: Headers;
let workerId: string;
let admin: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  const signedWorker = await signedInAs(ctx, 'worker');
  worker = signedWorker.headers;
  workerId = signedWorker.user.id;
  admin = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const visitor = (payload: object, remoteAddress = randomAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/leads', payload, remoteAddress });
const staffGet = (call: string, query: Record<string, string> = {}, headers: Headers = worker) =>
  ctx.app.inject({ method: 'GET', url: `/api/leads/${call}`, query, headers });
const update = (payload: object, headers: Headers = worker) =>
  ctx.app.inject({ method: 'POST', url: '/api/leads/update', payload, headers });
const request = (overrides: object = {}) => ({
  name: 'ישראל ישראלי',
  phoneNumber: uniquePhone(),
  machine: { tractorNumber: '1234567' },
  message: 'שמשה קדמית סדוקה',
  ...overrides,
});

async function createLead(overrides: object = {}) {
  const body = request(overrides);
  const response = await visitor(body);
  expect(response.statusCode, response.body).toBe(201);
  const { leadNumber } = response.json() as { leadNumber: number };
  const listed = await staffGet('getData', { search: String(leadNumber) });
  const lead = listed.json().leads[0];
  expect(lead.leadNumber).toBe(leadNumber);
  return lead as { _id: string; leadNumber: number; phoneNumber: string; status: string };
}

async function createProduct() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/createProduct',
    headers: worker,
    payload: {
      product: {
        category: 'windows',
        isOriginal: true,
        catalogNumber: `LEAD-${Date.now()}`,
        name: 'שמשה קדמית ג׳ון דיר',
        price: 500,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; catalogNumber: string; name: string };
}

describe('a visitor asking for a quote', () => {
  it('is answered 201 with the lead number, and the office sees the request as new', async () => {
    const first = await visitor(request());
    expect(first.statusCode, first.body).toBe(201);
    const second = await visitor(request({ name: 'דנה כהן' }));
    expect(second.json().leadNumber).toBe(first.json().leadNumber + 1);
    const detail = await staffGet('getData', { search: 'דנה כהן' });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().leads[0]).toMatchObject({
      leadNumber: second.json().leadNumber,
      status: 'new',
      name: 'דנה כהן',
      machine: { tractorNumber: '1234567', vinNumber: '' },
      message: 'שמשה קדמית סדוקה',
      source: 'contact',
      language: 'he',
      product: null,
      assignedTo: null,
    });
  });

  it('keeps the product asked about, with its name and number, and refuses an unknown one', async () => {
    const product = await createProduct();
    const response = await visitor(request({ productId: product._id, source: 'product', language: 'en' }));
    expect(response.statusCode, response.body).toBe(201);
    const listed = await staffGet('getData', { search: String(response.json().leadNumber) });
    expect(listed.json().leads[0]).toMatchObject({
      source: 'product',
      language: 'en',
      product: {
        _id: product._id,
        name: product.name,
        catalogNumber: product.catalogNumber,
        category: 'windows',
      },
    });

    const before = (await staffGet('getData')).json().total;
    const unknown = await visitor(request({ productId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ productId: 'validation.invalidValue' });
    expect((await staffGet('getData')).json().total).toBe(before);
  });

  it('answers 400 naming each bad field', async () => {
    const cases: [object, string, string][] = [
      [{ name: 'א' }, 'name', 'validation.minLength2'],
      [{ phoneNumber: '123' }, 'phoneNumber', expect.stringMatching(/^validation\./) as unknown as string],
      [{ machine: { tractorNumber: 'x'.repeat(30) } }, 'machine.tractorNumber', 'validation.tooLong'],
      [{ message: 'x'.repeat(2001) }, 'message', 'validation.tooLong'],
      [{ productId: 'nope' }, 'productId', 'validation.invalidValue'],
      [
        { photoIds: Array(5).fill('00000000-0000-4000-8000-000000000000') },
        'photoIds',
        'validation.tooManyImages',
      ],
      [{ source: 'radio' }, 'source', 'validation.invalidValue'],
      [{ language: 'fr' }, 'language', 'validation.invalidValue'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await visitor(request(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.fields[field], field).toEqual(message);
    }
    const empty = await visitor({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['name', 'phoneNumber']);
  });

  it('answers the sixth request from one address within ten minutes 429, and stores nothing of it', async () => {
    const address = randomAddress();
    for (let index = 0; index < 5; index += 1) {
      const response = await visitor(request({ name: `מבקש ${index}` }), address);
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = (await staffGet('getData')).json().total;
    const sixth = await visitor(request({ name: 'השישי' }), address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect((await staffGet('getData')).json().total).toBe(before);
    expect((await staffGet('getData', { search: 'השישי' })).json().total).toBe(0);
    // Another address is not held back.
    expect((await visitor(request())).statusCode).toBe(201);
  });

  it('takes photos uploaded first, images only, and shows them on the lead', async () => {
    const address = randomAddress();
    const upload = (file: { name: string; content: Buffer }) => {
      const body = multipart({}, file);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/leads/uploadPhoto',
        remoteAddress: address,
        ...body,
      });
    };
    const photo = await upload({ name: 'crack.png', content: samples.png });
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await upload({ name: 'a.pdf', content: samples.pdf })).statusCode).toBe(415);
    const big = Buffer.concat([samples.png, Buffer.alloc(5 * 1024 * 1024, 0)]);
    expect((await upload({ name: 'big.png', content: big })).statusCode).toBe(413);

    // Only from the address that uploaded it.
    const elsewhere = await visitor(request({ photoIds: [photo.json()._id] }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({ 'photoIds.0': 'validation.invalidValue' });
    const sent = await visitor(request({ name: 'עם תמונה', photoIds: [photo.json()._id] }), address);
    expect(sent.statusCode, sent.body).toBe(201);
    const lead = (await staffGet('getData', { search: String(sent.json().leadNumber) })).json().leads[0];
    const detail = await staffGet('getLead', { _id: lead._id });
    expect(detail.json().lead.photos).toEqual([
      { _id: photo.json()._id, name: 'crack.png', url: expect.stringContaining('/api/files/') },
    ]);
    // A photo already on a lead cannot be taken by another request.
    const again = await visitor(request({ photoIds: [photo.json()._id] }), address);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ 'photoIds.0': 'validation.invalidValue' });
  });
});

describe('the office following up', () => {
  it('counts the new leads for the badge', async () => {
    const before = (await staffGet('newCount')).json().count;
    const lead = await createLead();
    expect((await staffGet('newCount')).json().count).toBe(before + 1);
    expect((await update({ _id: lead._id, status: 'contacted' })).statusCode).toBe(200);
    expect((await staffGet('newCount', {}, admin)).json().count).toBe(before);
  });

  it('changes status, assigns a worker and adds notes, each in the log', async () => {
    const lead = await createLead({ name: 'לקוח מעקב' });
    const contacted = await update({ _id: lead._id, status: 'contacted', assignedToId: workerId });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 'contacted', assignedTo: { _id: workerId } });
    const noted = await update({ _id: lead._id, note: 'התקשרתי, ישלח תמונה' }, admin);
    expect(noted.json().notes).toEqual([
      { text: 'התקשרתי, ישלח תמונה', by: expect.any(String), at: expect.any(String) },
    ]);

    const detail = (await staffGet('getLead', { _id: lead._id })).json();
    expect(detail.log.map((entry: { action: string }) => entry.action)).toEqual(['note', 'update', 'create']);
    expect(detail.log[1].changes).toEqual({
      status: { from: 'new', to: 'contacted' },
      assignedToId: { from: null, to: workerId },
    });
    expect(detail.log[0].note).toBe('התקשרתי, ישלח תמונה');

    const mine = (await staffGet('getData', { assignedTo: workerId, status: 'contacted' })).json();
    expect(mine.leads.map((row: { _id: string }) => row._id)).toContain(lead._id);
    const otherStatus = (await staffGet('getData', { status: 'won' })).json();
    expect(otherStatus.leads.map((row: { _id: string }) => row._id)).not.toContain(lead._id);
    const byPhone = (await staffGet('getData', { search: lead.phoneNumber.slice(-7) })).json();
    expect(byPhone.leads.map((row: { _id: string }) => row._id)).toEqual([lead._id]);
  });

  it('refuses a bad status, an assignee who is not staff, and answers 404 for an unknown lead', async () => {
    const lead = await createLead();
    const badStatus = await update({ _id: lead._id, status: 'maybe' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.fields).toEqual({ status: 'validation.invalidValue' });
    const customer = await signedInAs(ctx, 'customer');
    const badAssignee = await update({ _id: lead._id, assignedToId: customer.user.id });
    expect(badAssignee.statusCode).toBe(400);
    expect(badAssignee.json().error.fields).toEqual({ assignedToId: 'validation.invalidValue' });
    const missing = '00000000-0000-4000-8000-000000000001';
    expect((await update({ _id: missing, status: 'won' })).statusCode).toBe(404);
    expect((await staffGet('getLead', { _id: missing })).statusCode).toBe(404);
    expect((await staffGet('getData', { page: '0' })).statusCode).toBe(400);
  });

  it('keeps leads from customers, agents and installers, and from visitors', async () => {
    const lead = await createLead();
    for (const role of ['customer', 'agent', 'installer'] as const) {
      const { headers } = await signedInAs(ctx, role);
      expect((await staffGet('getData', {}, headers)).statusCode, role).toBe(403);
      expect((await staffGet('newCount', {}, headers)).statusCode, role).toBe(403);
      expect((await staffGet('getLead', { _id: lead._id }, headers)).statusCode, role).toBe(403);
      expect((await update({ _id: lead._id, status: 'won' }, headers)).statusCode, role).toBe(403);
    }
    expect((await staffGet('getData', {}, {})).statusCode).toBe(401);
  });
});
