import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomAddress, signedInAs, uniquePhone } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
type Headers = Record<string, string>;
let worker: Headers;
let admin: Headers;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-lead-notices-'));
const mailbox = path.join(dataDir, 'mailbox');
const officePhones = [uniquePhone(), uniquePhone()];
const officeEmail = 'office@shop.example';

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example' });
  worker = (await signedInAs(ctx, 'worker')).headers;
  admin = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (overrides: object = {}) => ({
  name: 'ישראל ישראלי',
  phoneNumber: uniquePhone(),
  machine: { tractorNumber: '12-345-67' },
  message: 'שמשה קדמית סדוקה',
  ...overrides,
});
const post = (url: string, payload: object, headers: Headers = worker) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, query: Record<string, string>, headers: Headers = worker) =>
  ctx.app.inject({ method: 'GET', url, query, headers });

async function newLead(overrides: object = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: request(overrides),
    remoteAddress: randomAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const leadNumber = response.json().leadNumber as number;
  const listed = await get('/api/leads/getData', { search: String(leadNumber) });
  return listed.json().leads[0] as { _id: string; leadNumber: number; phoneNumber: string; status: string };
}

async function chooseNoticeRecipients(phones: string[], email: string, language?: string) {
  const response = await post(
    '/api/settings/updateBusinessDetails',
    { name: 'זכוכית לטרקטורים', leadNotices: { phones, email, ...(language ? { language } : {}) } },
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
}

const mailsAbout = (leadNumber: number, firstLine = `מספר ${leadNumber}.`) =>
  readdirSync(mailbox, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(mailbox, entry.name), 'utf8'))
    .filter((mail) => mail.includes(firstLine));
const textsAbout = (leadNumber: number) =>
  ctx.sms.outbox.filter((message) => message.text.includes(`פנייה חדשה ${leadNumber} `));

describe('the office hears of a new lead', () => {
  it('sends nothing until the admin chooses whom to tell; then one text per phone and one e-mail', async () => {
    const quiet = await newLead();
    await chooseNoticeRecipients(officePhones, officeEmail);
    const told = await newLead({ name: 'דנה כהן' });
    await vi.waitFor(() => {
      expect(
        textsAbout(told.leadNumber)
          .map((message) => message.to)
          .sort(),
      ).toEqual([...officePhones].sort());
      expect(mailsAbout(told.leadNumber)).toHaveLength(1);
    });
    const [text] = textsAbout(told.leadNumber);
    expect(text?.text).toContain('דנה כהן');
    expect(text?.text).toContain(`https://shop.example/dashboard/worker/operations/leads?lead=${told._id}`);
    // Only once, and never for the lead that came before the choice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(textsAbout(told.leadNumber)).toHaveLength(2);
    expect(mailsAbout(told.leadNumber)).toHaveLength(1);
    expect(textsAbout(quiet.leadNumber)).toEqual([]);
    expect(mailsAbout(quiet.leadNumber)).toEqual([]);
  });

  it("keeps the visitor's 201 and the lead when the SMS gateway fails, and still sends the e-mail", async () => {
    await chooseNoticeRecipients(officePhones, officeEmail);
    const send = ctx.sms.send;
    ctx.sms.send = () => Promise.reject(new Error('gateway down'));
    try {
      const lead = await newLead({ name: 'מבקש בזמן תקלה' });
      expect(lead.status).toBe('new');
      await vi.waitFor(() => expect(mailsAbout(lead.leadNumber)).toHaveLength(1));
      expect(textsAbout(lead.leadNumber)).toEqual([]);
    } finally {
      ctx.sms.send = send;
    }
  });

  it('writes the notices in the language the admin chose, read with the recipients for each lead', async () => {
    await chooseNoticeRecipients(officePhones, officeEmail, 'en');
    const lead = await newLead({ name: 'Dana Cohen' });
    const english = (message: { text: string }) =>
      message.text.startsWith(`New request ${lead.leadNumber} from the website: Dana Cohen, `);
    await vi.waitFor(() => {
      expect(ctx.sms.outbox.filter(english)).toHaveLength(2);
      expect(
        mailsAbout(lead.leadNumber, `A new request from the website, number ${lead.leadNumber}.`),
      ).toHaveLength(1);
    });
    const [mail] = mailsAbout(lead.leadNumber, `A new request from the website, number ${lead.leadNumber}.`);
    expect(mail).toContain('Machine: 12-345-67');
    expect(mail).toContain(
      `Open the request: https://shop.example/dashboard/worker/operations/leads?lead=${lead._id}`,
    );
    expect(mailsAbout(lead.leadNumber)).toEqual([]);

    // Saved again without a language, the words are Hebrew again.
    await chooseNoticeRecipients(officePhones, officeEmail);
    const next = await newLead();
    await vi.waitFor(() => expect(textsAbout(next.leadNumber)).toHaveLength(2));
  });

  it('keeps whom to tell, and in which language, from everyone but the admin', async () => {
    await chooseNoticeRecipients(officePhones, officeEmail, 'ru');
    const forAdmin = (await get('/api/settings/getBusinessDetails', {}, admin)).json();
    expect(forAdmin.leadNotices).toEqual({ phones: officePhones, email: officeEmail, language: 'ru' });
    const forWorker = (await get('/api/settings/getBusinessDetails', {}, worker)).json();
    expect(forWorker.leadNotices).toEqual({ phones: [], email: '', language: 'he' });
    const byWorker = await post(
      '/api/settings/updateBusinessDetails',
      { name: 'זכוכית לטרקטורים', leadNotices: { phones: [], email: '', language: 'en' } },
      worker,
    );
    expect(byWorker.statusCode).toBe(403);
    expect((await get('/api/settings/getBusinessDetails', {}, admin)).json().leadNotices.language).toBe('ru');
    expect(forWorker.name).toBe('זכוכית לטרקטורים');
    const open = (await get('/api/settings/getPublicBusinessDetails', {}, {})).json();
    expect(open).not.toHaveProperty('leadNotices');
  });
});

describe('a lead becomes a customer and a service call', () => {
  const customersWithPhone = async (phoneNumber: string) =>
    (await get('/api/users/getData', { role: 'customer', phoneNumber })).json().users as {
      _id: string;
      userInformation: { name: string };
      machines: { tractorNumber: string; vinNumber: string }[];
    }[];

  it('creates the customer from the name, phone and machine once, links it and logs it', async () => {
    const lead = await newLead({ name: 'לקוח חדש מהאתר' });
    const first = await post('/api/leads/createCustomer', { _id: lead._id });
    expect(first.statusCode, first.body).toBe(200);
    const customerId = first.json().links.customerUserId as string;
    expect(customerId).toEqual(expect.any(String));
    expect(first.json().status).toBe('contacted');

    const customers = await customersWithPhone(lead.phoneNumber);
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({
      _id: customerId,
      userInformation: { name: 'לקוח חדש מהאתר' },
      machines: [{ tractorNumber: '1234567' }],
    });

    const again = await post('/api/leads/createCustomer', { _id: lead._id }, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().links.customerUserId).toBe(customerId);
    expect(await customersWithPhone(lead.phoneNumber)).toHaveLength(1);

    const log = (await get('/api/leads/getLead', { _id: lead._id })).json().log;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['customerCreated', 'create']);
    expect(log[0].changes).toEqual({
      customerUserId: { from: null, to: customerId },
      status: { from: 'new', to: 'contacted' },
    });
  });

  it('links the customer who already has the phone instead of making another', async () => {
    const phoneNumber = uniquePhone();
    const earlier = await newLead({ phoneNumber, name: 'פונה ראשון' });
    const made = (await post('/api/leads/createCustomer', { _id: earlier._id })).json();
    const later = await newLead({ phoneNumber, name: 'אותו אדם שוב' });
    await post('/api/leads/update', { _id: later._id, status: 'quoted' });
    const linked = await post('/api/leads/createCustomer', { _id: later._id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().links.customerUserId).toBe(made.links.customerUserId);
    // A lead already past "new" keeps its status.
    expect(linked.json().status).toBe('quoted');
    const customers = await customersWithPhone(phoneNumber);
    expect(customers.map((customer) => customer.userInformation.name)).toEqual(['פונה ראשון']);
    const log = (await get('/api/leads/getLead', { _id: later._id })).json().log;
    expect(log[0].action).toBe('customerLinked');
  });

  it('keeps the service call opened from it, with the status the office set, in the log', async () => {
    const lead = await newLead();
    const serviceCallId = '7a1b2c3d-0000-4000-8000-0000000000aa';
    const updated = await post('/api/leads/update', { _id: lead._id, serviceCallId, status: 'won' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'won', links: { serviceCallId } });
    const log = (await get('/api/leads/getLead', { _id: lead._id })).json().log;
    expect(log[0].changes).toEqual({
      status: { from: 'new', to: 'won' },
      serviceCallId: { from: null, to: serviceCallId },
    });
    const bad = await post('/api/leads/update', { _id: lead._id, serviceCallId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ serviceCallId: 'validation.invalidValue' });
  });

  it('lets only the office make customers from leads; an unknown lead is 404', async () => {
    const lead = await newLead();
    for (const role of ['customer', 'agent', 'installer'] as const) {
      const { headers } = await signedInAs(ctx, role);
      expect((await post('/api/leads/createCustomer', { _id: lead._id }, headers)).statusCode, role).toBe(
        403,
      );
    }
    expect((await post('/api/leads/createCustomer', { _id: lead._id }, {})).statusCode).toBe(401);
    expect(await customersWithPhone(lead.phoneNumber)).toEqual([]);
    const missing = await post('/api/leads/createCustomer', { _id: '00000000-0000-4000-8000-000000000001' });
    expect(missing.statusCode).toBe(404);
    const malformed = await post('/api/leads/createCustomer', { _id: 'x' });
    expect(malformed.statusCode).toBe(400);
  });
});
