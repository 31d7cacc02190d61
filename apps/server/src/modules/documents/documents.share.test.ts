import { errorCodes, shareLinkLifetimeDays } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { samples } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { AppError } from '../../platform/http/errors';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';

/** Answers a small PDF at once, or is down; what it prints is the PDF tests' business. */
class StubEngine implements PdfEngine {
  down = false;
  async render(): Promise<Buffer> {
    if (this.down) throw new AppError(errorCodes.unavailable, 'PDF documents are unavailable (test)');
    return samples.pdf;
  }
  async close() {}
}

type Headers = Record<string, string>;
const day = 24 * 60 * 60 * 1000;

const engine = new StubEngine();
let ctx: TestContext;
let worker: Headers;
beforeAll(async () => {
  ctx = await createTestApp({}, { pdf: engine });
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

async function quote(headers: Headers) {
  const created = await createDoc(ctx, headers, 'priceQuote');
  expect(created.statusCode, created.body).toBe(201);
  const doc = created.json() as { docId: number; pdfUrl: string };
  expect(doc.pdfUrl).not.toBe('');
  return doc;
}

const shareLink = (headers: Headers, payload: object) => docCall(ctx, headers, 'shareLink', payload);
/** Opened as a customer opens it: no session, no header. */
const open = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('shareLink: a link to the PDF a customer opens without signing in', () => {
  it('opens the stored original for 7 days without a session, and is logged on the document', async () => {
    const { docId } = await quote(worker);
    const before = Date.now();
    const answer = await shareLink(worker, { category: 'priceQuote', docId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { url, expiresAt } = answer.json() as { url: string; expiresAt: string };

    const opened = await open(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(samples.pdf)).toBe(true);

    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(shareLinkLifetimeDays * day - 60_000);
    expect(lifetime).toBeLessThanOrEqual(shareLinkLifetimeDays * day + 1_000);
    expect(Number(new URL(url, 'http://x').searchParams.get('expires')) * 1000).toBe(
      new Date(expiresAt).getTime(),
    );

    const read = (await lookupDoc(ctx, worker, 'priceQuote', docId)).json().items[0];
    // The same file as the document's original, which the answer signs for an hour only.
    expect(url.split('?')[0]).toBe(read.pdfUrl.split('?')[0]);
    expect(read.activityLog[0]).toMatchObject({
      action: 'share',
      field: 'shareLinkExpiresAt',
      newValue: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
  });

  it('refuses a link once its 7 days are over, and opens one with a minute left', async () => {
    const { docId } = await quote(worker);
    const start = ctx.clock.now;
    try {
      ctx.clock.now = new Date(Date.now() - shareLinkLifetimeDays * day - 60_000);
      const expired = (await shareLink(worker, { category: 'priceQuote', docId })).json().url;
      ctx.clock.now = new Date(Date.now() - shareLinkLifetimeDays * day + 60_000);
      const lastMinute = (await shareLink(worker, { category: 'priceQuote', docId })).json().url;
      ctx.clock.now = start;
      expect((await open(expired)).statusCode).toBe(404);
      expect((await open(lastMinute)).statusCode).toBe(200);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('refuses a link whose signature or expiry was changed', async () => {
    const { docId } = await quote(worker);
    const { url } = (await shareLink(worker, { category: 'priceQuote', docId })).json();
    const parsed = new URL(url, 'http://x');
    const expires = Number(parsed.searchParams.get('expires'));
    parsed.searchParams.set('expires', String(expires + 365 * 24 * 60 * 60));
    expect((await open(`${parsed.pathname}${parsed.search}`)).statusCode).toBe(404);
  });

  it('is for staff: the creating agent and the admin share, a foreign agent or agency gets 404, other roles 403', async () => {
    const agent = await signedInAs(ctx, 'agent');
    const { docId } = await quote(agent.headers);
    expect((await shareLink(agent.headers, { category: 'priceQuote', docId })).statusCode).toBe(200);
    const admin = await signedInAs(ctx, 'admin');
    expect((await shareLink(admin.headers, { category: 'priceQuote', docId })).statusCode).toBe(200);

    const other = await signedInAs(ctx, 'agent');
    const foreign = await shareLink(other.headers, { category: 'priceQuote', docId });
    expect(foreign.statusCode).toBe(404);
    const company = await signedInAs(ctx, 'company');
    expect((await shareLink(company.headers, { category: 'priceQuote', docId })).statusCode).toBe(404);
    // The number exists, but in another category: nothing to share.
    expect((await shareLink(worker, { category: 'workCard', docId: 999_999 })).statusCode).toBe(404);

    for (const role of ['customer', 'installer', 'storekeeper', 'supplier'] as const) {
      const person = await signedInAs(ctx, role);
      expect((await shareLink(person.headers, { category: 'priceQuote', docId })).statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/doc/shareLink',
      payload: { category: 'priceQuote', docId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 while the document has no PDF yet, and 400 beside a malformed field', async () => {
    engine.down = true;
    let docId: number;
    try {
      const created = await createDoc(ctx, worker, 'priceQuote');
      expect(created.statusCode, created.body).toBe(201);
      docId = created.json().docId;
      expect(created.json().pdfUrl).toBe('');
    } finally {
      engine.down = false;
    }
    const missing = await shareLink(worker, { category: 'priceQuote', docId });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.code).toBe(errorCodes.conflict);

    const malformed = await shareLink(worker, { category: 'invoice', docId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields).sort()).toEqual(['category', 'docId']);
  });
});
