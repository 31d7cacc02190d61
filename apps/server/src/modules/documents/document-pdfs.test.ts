import { errorCodes, generatePdfRequestSchema } from '@tg/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc, quoteInput } from '../../../test/documents';
import { createUser, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { AppError } from '../../platform/http/errors';
import {
  ChromiumPdfEngine,
  defaultChromiumPath,
  type PdfEngine,
  type PdfRenderOptions,
} from '../../platform/pdf/pdf-engine';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import { storedFiles } from '../files/files.table';
import { createDocumentPdfs } from './document-pdfs';

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

/** The real engine, counting its renders; it can be made unavailable or slow. */
class TestEngine implements PdfEngine {
  renders = 0;
  down = false;
  delayMs = 0;
  private readonly real = new ChromiumPdfEngine({ executablePath: chromiumPath, pages: 2 });

  async render(html: string, options?: PdfRenderOptions): Promise<Buffer> {
    this.renders += 1;
    if (this.down) throw new AppError(errorCodes.unavailable, 'PDF documents are unavailable (test)');
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return this.real.render(html, options);
  }

  close() {
    return this.real.close();
  }
}

type Headers = Record<string, string>;

const engine = new TestEngine();
let ctx: TestContext;
let worker: Headers;
let agent: Headers;
let otherAgent: Headers;
beforeAll(async () => {
  ctx = await createTestApp({}, { pdf: engine });
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  otherAgent = (await signedInAs(ctx, 'agent')).headers;
});
afterAll(() => ctx.close());

/** The stored file a signed link points at. */
const fileIdOf = (link: string) => /^\/api\/files\/([0-9a-f-]{36})\//.exec(link)?.[1];

async function open(link: string) {
  return ctx.app.inject({ method: 'GET', url: link });
}

async function textOf(link: string) {
  const response = await open(link);
  expect(response.statusCode, link).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await readPdfText(response.rawPayload)).lines;
}

function generatePdf(headers: Headers, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/doc/generatePdf', headers, payload });
}

async function storedFileCount() {
  const [row] = await ctx.db.select({ total: count() }).from(storedFiles);
  return row?.total ?? 0;
}

describe('document PDFs: stored on create and on edits that change the print', () => {
  it('stores an original and a true copy on create, each opening for those who may see the document', async () => {
    const created = await createDoc(ctx, agent, 'priceQuote');
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json();
    expect(doc.pdfUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/priceQuote-\d+\.pdf\?expires=\d+&signature=/);
    expect(doc.pdfUrl2).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/priceQuote-\d+-copy\.pdf\?expires=/);

    const original = await textOf(doc.pdfUrl);
    expect(original).toContain(`הצעת מחיר מס׳ ${doc.docId}`);
    expect(original).toContain('מקור');
    expect(original).toContain('שם הלקוח: משה כהן ת״ז: 123456782');
    expect(original).toContain('₪608.00');
    const copy = await textOf(doc.pdfUrl2);
    expect(copy).toContain('העתק נאמן למקור');
    expect(copy).not.toContain('מקור');
    expect(copy).toContain('₪608.00');

    // Read again, the links are signed afresh and still open.
    const read = (await lookupDoc(ctx, agent, 'priceQuote', doc.docId)).json().items[0];
    expect(fileIdOf(read.pdfUrl)).toBe(fileIdOf(doc.pdfUrl));
    expect((await open(read.pdfUrl)).statusCode).toBe(200);

    // Another agent cannot find the document, so gets no link, and cannot print it either.
    expect((await lookupDoc(ctx, otherAgent, 'priceQuote', doc.docId)).json().items).toEqual([]);
    const foreign = await generatePdf(otherAgent, { category: 'priceQuote', docId: doc.docId });
    expect(foreign.statusCode).toBe(404);
    // A link whose signature was tampered with opens nothing.
    expect((await open(doc.pdfUrl.replace(/signature=.{4}/, 'signature=AAAA'))).statusCode).toBe(404);
  });

  it('stores both for the work card a transfer makes, under the work card’s title and number', async () => {
    const quote = (await createDoc(ctx, worker, 'priceQuote')).json();
    const storekeeper = await createUser(ctx, 'storekeeper');
    const transferred = await createDoc(
      ctx,
      worker,
      'workCard',
      {
        shippingAddress: {
          city: 'חיפה',
          neighborhood: 'הרצל',
          buildingNumber: '5',
          shippingDate: '27/11/2026',
        },
        handleBy: { storekeeper: { id: storekeeper.id, name: '' } },
      },
      { transferFrom: { category: 'priceQuote', docId: quote.docId } },
    );
    expect(transferred.statusCode, transferred.body).toBe(201);
    const card = transferred.json();
    const original = await textOf(card.pdfUrl);
    expect(original).toContain(`כרטיס עבודה מס׳ ${card.docId}`);
    expect(original).toContain('מקור');
    expect(original.join('\n')).toContain('עיר: חיפה רחוב ומספר: הרצל 5');
    expect(await textOf(card.pdfUrl2)).toContain('העתק נאמן למקור');
  });

  it('stores a new true copy when a printed field changes, and none for the working state', async () => {
    const doc = (await createDoc(ctx, worker, 'priceQuote')).json();
    const key = { category: 'priceQuote', docId: doc.docId };
    const updated = await docCall(ctx, worker, 'updateDoc', {
      doc: {
        ...quoteInput({ comments: 'מחיר מיוחד ללקוח' }),
        ...key,
        docNotes: [{ content: 'עודכנה הערה ללקוח', isNew: true }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json();
    expect(fileIdOf(after.pdfUrl)).toBe(fileIdOf(doc.pdfUrl));
    expect(fileIdOf(after.pdfUrl2)).not.toBe(fileIdOf(doc.pdfUrl2));
    expect(await textOf(after.pdfUrl2)).toContain('מחיר מיוחד ללקוח');
    expect(await textOf(after.pdfUrl)).not.toContain('מחיר מיוחד ללקוח');
    // The copy it replaced is gone.
    expect((await open(doc.pdfUrl2)).statusCode).toBe(404);

    const renders = engine.renders;
    const status = await docCall(ctx, worker, 'updateItemByFields', {
      ...key,
      fields: { 'generalStatus.status': 'סטטוס כללי' },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(fileIdOf(status.json().doc.pdfUrl2)).toBe(fileIdOf(after.pdfUrl2));
    expect(engine.renders).toBe(renders);
  });

  it('stores a new true copy with the customer’s signature set through updateItemByFields', async () => {
    const doc = (await createDoc(ctx, worker, 'priceQuote')).json();
    const signed = await docCall(ctx, worker, 'updateItemByFields', {
      category: 'priceQuote',
      docId: doc.docId,
      fields: {
        customerSignature: {
          isSignature: true,
          name: 'משה כהן',
          signature:
            'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          date: '27/11/2026',
        },
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const after = signed.json().doc;
    expect(fileIdOf(after.pdfUrl)).toBe(fileIdOf(doc.pdfUrl));
    expect(fileIdOf(after.pdfUrl2)).not.toBe(fileIdOf(doc.pdfUrl2));
    const copy = await textOf(after.pdfUrl2);
    expect(copy).toContain('חתימת הלקוח: משה כהן');
    expect(copy).toContain('27/11/2026');
  });

  it('still creates the document when the engine is down, and a later update makes the PDFs', async () => {
    engine.down = true;
    let doc: { docId: number; pdfUrl: string; pdfUrl2: string };
    try {
      const created = await createDoc(ctx, worker, 'priceQuote');
      expect(created.statusCode, created.body).toBe(201);
      doc = created.json();
      expect(doc).toMatchObject({ pdfUrl: '', pdfUrl2: '' });
    } finally {
      engine.down = false;
    }
    // A change to something not printed: the missing PDFs are made all the same.
    const updated = await docCall(ctx, worker, 'updateDoc', {
      doc: {
        ...quoteInput(),
        category: 'priceQuote',
        docId: doc.docId,
        installerNotes: 'להתקשר לפני ההגעה',
        docNotes: [{ content: 'הערת מתקין', isNew: true }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await textOf(updated.json().pdfUrl)).toContain('מקור');
    expect(await textOf(updated.json().pdfUrl2)).toContain('העתק נאמן למקור');
  });

  it('fills the missing PDFs through generatePdf and answers the one asked for', async () => {
    engine.down = true;
    let docId: number;
    try {
      docId = (await createDoc(ctx, worker, 'priceQuote')).json().docId;
    } finally {
      engine.down = false;
    }
    const answer = await generatePdf(worker, {
      ...quoteInput({ comments: 'ignored: the stored document is printed' }),
      category: 'priceQuote',
      docId,
      isPdfUrl2: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const lines = (await readPdfText(answer.rawPayload)).lines;
    expect(lines).toContain('העתק נאמן למקור');
    expect(lines.join('\n')).not.toContain('ignored');
    const read = (await lookupDoc(ctx, worker, 'priceQuote', docId)).json().items[0];
    expect(await textOf(read.pdfUrl)).toContain('מקור');
    expect(await textOf(read.pdfUrl2)).toContain('העתק נאמן למקור');
    expect(read.activityLog[0]).toMatchObject({ action: 'update', comments: 'PDF' });
  });
});

describe('document PDFs: generatePdf', () => {
  it('previews what was sent as a PDF and stores nothing', async () => {
    const files = await storedFileCount();
    const answer = await generatePdf(worker, {
      ...quoteInput({ comments: 'טיוטה לבדיקה' }),
      category: 'workCard',
      headerText: 'לכבוד משה כהן',
      isPreview: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('workCard-preview.pdf');
    const lines = (await readPdfText(answer.rawPayload)).lines;
    expect(lines).toContain('כרטיס עבודה');
    expect(lines).toContain('לכבוד משה כהן');
    expect(lines).toContain('טיוטה לבדיקה');
    expect(lines).toContain('₪608.00');
    expect(await storedFileCount()).toBe(files);
  });

  it('renders two identical requests running at once only once, and different ones apart', async () => {
    const body = { ...quoteInput(), category: 'priceQuote', isPreview: true, docId: 777 };
    engine.delayMs = 400;
    try {
      const before = engine.renders;
      const [first, second] = await Promise.all([generatePdf(worker, body), generatePdf(worker, body)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(engine.renders - before).toBe(1);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

      const [plain, copy] = await Promise.all([
        generatePdf(worker, body),
        generatePdf(worker, { ...body, isPdfUrl2: true }),
      ]);
      expect([plain.statusCode, copy.statusCode]).toEqual([200, 200]);
      expect(engine.renders - before).toBe(3);
    } finally {
      engine.delayMs = 0;
    }
  });

  it('answers 400 beside the field for malformed requests', async () => {
    const unknownCategory = await generatePdf(worker, { category: 'invoice', isPreview: true });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error.fields).toHaveProperty('category');
    const noNumber = await generatePdf(worker, { category: 'priceQuote' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().error.fields).toHaveProperty('docId');
    const badFlag = await generatePdf(worker, { category: 'priceQuote', isPreview: 'yes' });
    expect(badFlag.statusCode).toBe(400);
    const badLine = await generatePdf(worker, {
      category: 'priceQuote',
      isPreview: true,
      products: [{ price: -5 }],
    });
    expect(badLine.statusCode).toBe(400);
  });

  it('is for those who write documents: a customer is refused', async () => {
    const customer = (await signedInAs(ctx, 'customer')).headers;
    const answer = await generatePdf(customer, { ...quoteInput(), category: 'priceQuote', isPreview: true });
    expect(answer.statusCode).toBe(403);
  });
});

describe('document PDFs: the 30-second time-out', () => {
  it('answers 504 with its own code when the PDF is not ready in time', async () => {
    const stuck: PdfEngine = { render: () => new Promise<Buffer>(() => {}), close: async () => {} };
    const pdfs = createDocumentPdfs({ db: ctx.db, files: {} as never, engine: stuck, timeoutMs: 50 });
    const caller = { userId: '11111111-2222-4333-8444-555555555555', role: 'worker' } as never;
    const request = generatePdfRequestSchema.parse({
      ...quoteInput(),
      category: 'priceQuote',
      isPreview: true,
    });
    const error = await pdfs
      .generate(caller, request, async () => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 504, code: errorCodes.timeout });
  });
});
