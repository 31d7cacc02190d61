import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BusinessDocument, DocCategory } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupDoc } from '../../../test/documents';
import { signedInAs, signIn } from '../../../test/fixtures';
import { createTestApp, type TestContext, testSecret } from '../../../test/test-app';
import { LocalFileStorage } from '../../platform/files/file-storage';
import { FileUrlSigner } from '../../platform/files/signed-urls';
import { ChromiumPdfEngine, defaultChromiumPath } from '../../platform/pdf/pdf-engine';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import { seedDemoData, seedDemoDocumentsOnce, seedDemoInsuranceOnce } from '../../platform/seed/seed';
import { createFilesService } from '../files/files.service';
import { demoPdf } from './documents.seed-attachments';
import { storeMissingDocumentPdfs } from './documents.seed-pdfs';

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

let ctx: TestContext;
let dataDir: string;
let storage: LocalFileStorage;
let worker: Record<string, string>;
beforeAll(async () => {
  // The app serves the files the seed and the job store: one data directory for both.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-demo-documents-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  storage = new LocalFileStorage(path.join(dataDir, 'files'));
  await seedDemoData(ctx.db);
  // The demo's service calls are seeded with its subscriptions, before the documents (main.ts).
  await seedDemoInsuranceOnce(ctx.db);
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (query: ReturnType<typeof sql>) => Number((await ctx.db.execute(query)).rows[0]?.count);

async function lookup(category: DocCategory, docId: number): Promise<BusinessDocument> {
  const response = await lookupDoc(ctx, worker, category, docId);
  expect(response.statusCode, response.body).toBe(200);
  const [doc] = response.json().items as BusinessDocument[];
  if (!doc) throw new Error(`${category} ${docId} not found`);
  return doc;
}

async function open(link: string) {
  const response = await ctx.app.inject({ method: 'GET', url: link });
  expect(response.statusCode, link).toBe(200);
  return response;
}

const logged = () => {
  const lines = { info: [] as string[], warn: [] as string[] };
  return {
    lines,
    log: { info: (line: string) => lines.info.push(line), warn: (line: string) => lines.warn.push(line) },
  };
};

describe('demo documents', () => {
  it('seeds about 60 documents once, across the categories, some transferred, some closed', async () => {
    const now = new Date('2026-11-26T09:00:00Z');
    const made = await seedDemoDocumentsOnce(ctx.db, storage, now);
    expect(made).toBeGreaterThanOrEqual(55);
    expect(await seedDemoDocumentsOnce(ctx.db, storage, now)).toBe(0);
    for (const category of ['priceQuote', 'workCard', 'shippingCertificate'])
      expect(await count(sql`select count(*) from documents where category = ${category}`)).toBeGreaterThan(
        5,
      );
    expect(
      await count(sql`select count(*) from documents where linking_reference_number is not null`),
    ).toBeGreaterThan(5);
    expect(await count(sql`select count(*) from documents where not status`)).toBeGreaterThan(5);
    expect(await count(sql`select count(*) from activity_log where entity = 'document'`)).toBeGreaterThan(
      made,
    );
  });

  it('makes a price quote and a work card from approved demo service calls, which moves them on', async () => {
    const calls = (
      await ctx.db.execute(
        sql`select s.id, s.status, s.insured_name, d.category, d.doc_id from service_calls s
          left join documents d on d.linking_service_call_id = s.id order by s.created_at desc`,
      )
    ).rows as { id: string; status: string; insured_name: string; category: string | null; doc_id: number }[];
    const linked = calls.filter((row) => row.category !== null);
    expect(linked.map((row) => [row.status, row.category]).sort()).toEqual([
      ['price_quote_transfer', 'priceQuote'],
      ['workcard_transfer', 'workCard'],
    ]);
    // Each call became one document; an approved call is left for the demo to carry on.
    expect(new Set(linked.map((row) => row.id)).size).toBe(2);
    expect(calls.filter((row) => row.status === 'active').length).toBeGreaterThan(0);

    for (const row of linked) {
      const category = row.category as DocCategory;
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/doc/getItemByFields?category=${category}&fields=${encodeURIComponent(
          JSON.stringify([{ LinkingIdServiceCall: row.id }]),
        )}`,
        headers: worker,
      });
      expect(response.statusCode, response.body).toBe(200);
      const [doc] = response.json().items as BusinessDocument[];
      expect(doc?.docId).toBe(Number(row.doc_id));
      expect(doc?.LinkingIdServiceCall).toBe(row.id);
      // The call's customer, on a document with lines, open.
      expect(doc?.userInformation.name).toBe(row.insured_name);
      expect(doc?.status).toBe(true);
      expect((doc?.products.length ?? 0) + (doc?.works.length ?? 0)).toBeGreaterThan(0);
    }
    expect(
      await count(
        sql`select count(*) from activity_log where entity = 'serviceCall' and action = 'transfer'`,
      ),
    ).toBe(2);
  });

  it('gives the demo customer their own documents and the demo supplier orders addressed to them', async () => {
    const customer = await signIn(ctx, '+972500000004', 'customer');
    const supplier = await signIn(ctx, '+972500000008', 'supplier');
    const listAs = async (session: { token: string }, category: DocCategory) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/doc/getAllDocs?category=${category}`,
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().docs as BusinessDocument[];
    };
    const quotes = await listAs(customer, 'priceQuote');
    const cards = await listAs(customer, 'workCard');
    expect(quotes.map((doc) => doc.userInformation.name)).toEqual(['לקוח לדוגמה']);
    expect(cards.map((doc) => doc.LinkingReferenceNumber)).toEqual([quotes[0]?.docId]);
    const orders = await listAs(supplier, 'priceQuote');
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.orderedProducts.length).toBeGreaterThan(0);
      expect(order.orderedProducts.every((line) => line.supplier?.name === 'ספק זכוכית')).toBe(true);
    }
  });

  it('gives the demo storekeeper and installer work cards for today and tomorrow', async () => {
    for (const phone of ['+972500000006', '+972500000005']) {
      for (const day of ['2026-11-26', '2026-11-27']) {
        expect(
          await count(sql`select count(*) from documents d join users u on u.id in (d.storekeeper_id, d.installer_id)
            where u.phone_number = ${phone} and d.shipping_date = ${day} and d.category = 'workCard'`),
        ).toBeGreaterThan(0);
      }
    }
  });

  it('gives a few price quotes pictures, a supplier PDF and a delivery image that open, carried by a transfer', async () => {
    const quoteIds = (
      await ctx.db.execute(
        sql`select doc_id from documents where category = 'priceQuote' and jsonb_array_length(body->'docs') > 0 order by doc_id`,
      )
    ).rows.map((row) => Number(row.doc_id));
    expect(quoteIds.length).toBeGreaterThanOrEqual(3);

    const kinds = new Set<string>();
    let deliveryImages = 0;
    for (const docId of quoteIds) {
      const quote = await lookup('priceQuote', docId);
      expect(quote.docs.length).toBeGreaterThanOrEqual(2);
      for (const file of quote.docs) {
        const response = await open(file.url);
        kinds.add(String(response.headers['content-type']));
        if (file.name.endsWith('.pdf'))
          expect((await readPdfText(response.rawPayload)).text).toContain(`price quote ${docId}`);
      }
      for (const image of quote.proofImages) {
        expect((await open(image.value)).headers['content-type']).toBe('image/png');
        deliveryImages += 1;
      }
    }
    expect([...kinds].sort()).toEqual(['application/pdf', 'image/png']);
    expect(deliveryImages).toBe(1);
    // Each attachment was made the way a person makes one: it is in the quote's history.
    expect(
      await count(sql`select count(*) from activity_log where entity = 'document' and new_values ? 'docs'`),
    ).toBe(quoteIds.length);

    const [card] = (
      await ctx.db.execute(
        sql`select category, doc_id from documents where linking_reference_number = ${quoteIds[0]} and category <> 'priceQuote'`,
      )
    ).rows;
    const transferred = await lookup(card?.category as DocCategory, Number(card?.doc_id));
    expect(transferred.docs.map((file) => file.name)).toEqual(
      (await lookup('priceQuote', quoteIds[0] as number)).docs.map((file) => file.name),
    );
  });

  it('writes the supplier PDF as a small one-page PDF', async () => {
    const pdf = demoPdf('Quotation (draft)', ['Line one', 'Windscreen \\ seal']);
    expect(pdf.length).toBeLessThan(2_048);
    const text = await readPdfText(pdf);
    expect(text.pages).toBe(1);
    expect(text.lines).toEqual(['Quotation (draft)', 'Line one', 'Windscreen \\ seal']);
  });
});

describe('demo document PDFs, made in the background after the start', () => {
  const files = () => createFilesService(ctx.db, storage, new FileUrlSigner(testSecret));
  const withoutPdfs = () => count(sql`select count(*) from documents where pdf_url = '' or pdf_url2 = ''`);

  it('without Chromium, skips with one warning and leaves the documents as they are', async () => {
    const { lines, log } = logged();
    // The server's log receives the engine's lines as warnings (main.ts, app.ts).
    const engine = new ChromiumPdfEngine({ executablePath: '/nonexistent/chromium', log: log.warn });
    const before = await withoutPdfs();
    expect(before).toBeGreaterThanOrEqual(55);
    const outcome = await storeMissingDocumentPdfs({ db: ctx.db, files: files(), engine, log });
    await engine.close();
    expect(outcome).toMatchObject({ status: 'skipped' });
    expect(lines.warn).toHaveLength(1);
    expect(lines.warn[0]).toContain('no Chromium at /nonexistent/chromium');
    expect(lines.info).toEqual([expect.stringMatching(/^Demo document PDFs skipped: /)]);
    expect(await withoutPdfs()).toBe(before);
  });

  it('stores every demo document an original and a true copy that open as its PDFs, once', async () => {
    const engine = new ChromiumPdfEngine({ executablePath: chromiumPath, pages: 2 });
    try {
      const total = await count(sql`select count(*) from documents`);
      const { lines, log } = logged();
      const outcome = await storeMissingDocumentPdfs({ db: ctx.db, files: files(), engine, log });
      expect(outcome).toMatchObject({ status: 'done', documents: total, failed: 0 });
      expect(lines.info).toHaveLength(1);
      expect(lines.info[0]).toMatch(
        new RegExp(`^Stored the PDFs of ${total} demo document\\(s\\) in \\d+\\.\\d s$`),
      );
      expect(lines.warn).toEqual([]);
      expect(await withoutPdfs()).toBe(0);

      // Opened as people open them: the links the document answers with.
      for (const category of ['priceQuote', 'workCard', 'shippingCertificate'] as const) {
        const docId = Number(
          (
            await ctx.db.execute(
              sql`select min(doc_id) as doc_id from documents where category = ${category}`,
            )
          ).rows[0]?.doc_id,
        );
        const doc = await lookup(category, docId);
        for (const [link, mark] of [
          [doc.pdfUrl, 'מקור'],
          [doc.pdfUrl2, 'העתק נאמן למקור'],
        ] as const) {
          const response = await open(link);
          expect(response.headers['content-type']).toBe('application/pdf');
          const printed = (await readPdfText(response.rawPayload)).lines;
          expect(printed.some((line) => line.endsWith(`מס׳ ${docId}`))).toBe(true);
          expect(printed).toContain(mark);
        }
      }

      // Again: nothing is missing, nothing is printed.
      const again = logged();
      expect(
        await storeMissingDocumentPdfs({ db: ctx.db, files: files(), engine, log: again.log }),
      ).toMatchObject({ status: 'done', documents: 0 });
      expect(again.lines).toEqual({ info: [], warn: [] });
    } finally {
      await engine.close();
    }
  }, 240_000);
});
