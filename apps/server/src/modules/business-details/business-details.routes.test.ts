import { type BusinessDetailsInput, roles } from '@tg/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteInput } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct, post } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { activityLog } from '../../platform/audit/audit.table';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import { seedDemoBusinessDetails } from './business-details.seed';

type Headers = Record<string, string>;

let ctx: TestContext;
let admin: Headers;
let worker: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInAs(ctx, 'admin')).headers;
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const base = '/api/settings';
const get = (headers?: Headers) =>
  ctx.app.inject({ method: 'GET', url: `${base}/getBusinessDetails`, ...(headers ? { headers } : {}) });
const getPublic = () => ctx.app.inject({ method: 'GET', url: `${base}/getPublicBusinessDetails` });
const update = (payload: object, headers: Headers = admin) =>
  ctx.app.inject({ method: 'POST', url: `${base}/updateBusinessDetails`, headers, payload });

const details: BusinessDetailsInput = {
  name: 'זכוכית הגליל',
  tagline: 'שמשות לכלים חקלאיים',
  highlights: ['20 שנות ניסיון'],
  registrationNumber: '514777888',
  phone: '04-6123456',
  whatsapp: '052-7654321',
  email: 'office@galil-glass.example',
  address: 'הדקל 3, עפולה',
  openingHours: 'א׳–ה׳ 07:30–16:30',
  bank: {
    bankName: 'בנק לאומי',
    branchNumber: '812',
    accountNumber: '7654321',
    accountName: 'זכוכית הגליל בע״מ',
  },
  social: { website: 'https://galil-glass.example', facebook: '', instagram: '' },
};

const logEntries = () =>
  ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'businessDetails'), eq(activityLog.entityId, '1')))
    .orderBy(desc(activityLog.id));

// One file, one database: the reads before the first save see the defaults, the PDFs the saved record.
describe('business details: reading', () => {
  it('answers the defaults before anything is saved: the name the PDFs always printed, nothing invented', async () => {
    const answer = await get(worker);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'זכוכית לטרקטורים',
      highlights: ['15 שנות ניסיון', '4 ניידות שירות בשטח', 'אספקה והתקנה'],
      phone: '',
      address: '',
      bank: { bankName: '', branchNumber: '', accountNumber: '', accountName: '' },
    });
  });

  it('lets every signed-in role read the whole record, bank included, and no one signed out', async () => {
    for (const role of roles) {
      const answer = await get((await signedInAs(ctx, role)).headers);
      expect(answer.statusCode, role).toBe(200);
      expect(answer.json().bank, role).toBeDefined();
    }
    expect((await get()).statusCode).toBe(401);
  });

  it('lets anyone read the public part, without the bank', async () => {
    const answer = await getPublic();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().name).toBe('זכוכית לטרקטורים');
    expect(answer.json()).not.toHaveProperty('bank');
  });
});

describe('business details: saving', () => {
  it('is for the admin only: a worker and the other roles are refused, signed out is 401', async () => {
    for (const role of roles.filter((candidate) => candidate !== 'admin')) {
      const answer = await update(details, (await signedInAs(ctx, role)).headers);
      expect(answer.statusCode, role).toBe(403);
    }
    expect((await update(details, {})).statusCode).toBe(401);
    expect((await get(worker)).json().name).toBe('זכוכית לטרקטורים');
  });

  it('answers 400 with a message beside each refused field and saves nothing', async () => {
    const answer = await update({
      ...details,
      name: ' ',
      phone: '12',
      email: 'office@',
      registrationNumber: '12',
      bank: { ...details.bank, accountNumber: '76-54' },
      social: { ...details.social, facebook: 'facebook.com/x' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({
      name: 'validation.required',
      phone: 'validation.invalidPhone',
      email: 'validation.invalidEmail',
      registrationNumber: 'validation.userIdLength',
      'bank.accountNumber': 'validation.numberOnly',
      'social.facebook': 'validation.invalidLink',
    });
    expect((await update({ bank: 'x' })).statusCode).toBe(400);
    expect((await get(worker)).json().name).toBe('זכוכית לטרקטורים');
  });

  it('stores what the admin saved, every reader sees it at once, and the log names each changed field', async () => {
    // Read first, so the saved record must replace a cached answer.
    expect((await get(worker)).json().phone).toBe('');
    const saved = await update(details);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'זכוכית הגליל',
      phone: '+97246123456',
      whatsapp: '+972527654321',
    });
    const read = (await get(worker)).json();
    expect(read).toEqual(saved.json());
    expect((await getPublic()).json()).toMatchObject({ name: 'זכוכית הגליל', address: 'הדקל 3, עפולה' });

    const [entry] = await logEntries();
    expect(entry).toMatchObject({ action: 'update', actorRole: 'admin' });
    expect(entry?.oldValues).toMatchObject({ name: 'זכוכית לטרקטורים', phone: '', 'bank.accountNumber': '' });
    expect(entry?.newValues).toMatchObject({
      name: 'זכוכית הגליל',
      phone: '+97246123456',
      'bank.accountNumber': '7654321',
    });
    expect(Object.keys(entry?.newValues ?? {})).not.toContain('social.facebook');
  });

  it('takes the VAT rate from the admin only, 0 to 100, and 18 until saved (ADR 0035)', async () => {
    expect((await get(worker)).json().vatPercent).toBe(18);
    for (const vatPercent of [-1, 100.5, 'abc', '18%']) {
      const refused = await update({ ...details, vatPercent });
      expect(refused.statusCode, String(vatPercent)).toBe(400);
      expect(refused.json().error.fields).toEqual({ vatPercent: 'validation.invalidValue' });
    }
    for (const role of roles.filter((candidate) => candidate !== 'admin')) {
      const answer = await update({ ...details, vatPercent: 17 }, (await signedInAs(ctx, role)).headers);
      expect(answer.statusCode, role).toBe(403);
    }
    expect((await get(worker)).json().vatPercent).toBe(18);

    const saved = await update({ ...details, vatPercent: '17' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(worker)).json().vatPercent).toBe(17);
    const [entry] = await logEntries();
    expect(entry?.oldValues).toEqual({ vatPercent: 18 });
    expect(entry?.newValues).toEqual({ vatPercent: 17 });
    expect((await update({ ...details, vatPercent: 18 })).statusCode).toBe(200);
  });

  it('writes nothing when nothing changed', async () => {
    const before = (await logEntries()).length;
    const again = await update(details);
    expect(again.statusCode).toBe(200);
    expect((await logEntries()).length).toBe(before);
  });

  it('never lets the demo seed overwrite what the admin saved', async () => {
    expect(await seedDemoBusinessDetails(ctx.db)).toBe(false);
    expect((await get(worker)).json().name).toBe('זכוכית הגליל');
  });
});

describe('business details: the PDFs print the saved record', () => {
  it('a document PDF opens with the saved name, phone, address and registration number', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/doc/generatePdf',
      headers: worker,
      payload: { ...quoteInput(), category: 'priceQuote', isPreview: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { text, lines } = await readPdfText(answer.rawPayload);
    expect(lines).toContain('זכוכית הגליל');
    expect(text).toContain('04-6123456');
    expect(text).toContain('הדקל 3, עפולה');
    expect(text).toContain('514777888');
    expect(text).toContain('חתימה וחותמת זכוכית הגליל');
    expect(text).not.toContain('זכוכית לטרקטורים');
  });

  it('a subscription PDF made on approval prints them too', async () => {
    const agent = (await signedInAs(ctx, 'agent')).headers;
    const product = await createProduct(ctx, worker);
    const policy = await createPolicy(ctx, agent, product._id);
    const approved = await post(
      ctx,
      '/api/insurance/subscriptions/updateGeneralPolicy',
      { generalPolicy: { _id: policy._id, status: 'active' } },
      worker,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // The PDF is printed after the approval answers (ADR 0037).
    await ctx.app.policyPdfs.whenIdle();
    const link = await post(ctx, '/api/insurance/subscriptions/policyPdf', { _id: policy._id }, worker);
    const url = (link.json().url as string).replace(/^https?:\/\/[^/]+/, '');
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const { text, lines } = await readPdfText(file.rawPayload);
    expect(lines).toContain('זכוכית הגליל');
    expect(text).toContain('04-6123456');
    expect(text).not.toContain('זכוכית לטרקטורים');
  });
});

describe('business details: the demo seed', () => {
  it('gives a demo without saved details a phone, an address and a bank account', async () => {
    const demo = await createTestApp();
    try {
      expect(await seedDemoBusinessDetails(demo.db)).toBe(true);
      const headers = (await signedInAs(demo, 'worker')).headers;
      const answer = await demo.app.inject({ method: 'GET', url: `${base}/getBusinessDetails`, headers });
      expect(answer.json()).toMatchObject({
        name: 'זכוכית לטרקטורים',
        phone: '+97239000000',
        address: 'משק 12, בית עוזיאל',
        bank: { accountNumber: '123456' },
      });
      expect(await seedDemoBusinessDetails(demo.db)).toBe(false);
    } finally {
      await demo.close();
    }
  });
});
