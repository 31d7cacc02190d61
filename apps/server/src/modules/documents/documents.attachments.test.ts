import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc, quoteInput } from '../../../test/documents';
import { createUser, signedInAs, uploadFile } from '../../../test/fixtures';
import { samples } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;
let ctx: TestContext;
let worker: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const upload = (headers: Headers, name: string, content: Buffer, purpose = 'document') =>
  uploadFile(ctx, headers, { name, content }, purpose);

function attach(headers: Headers, docId: number, changes: Record<string, unknown>) {
  return docCall(ctx, headers, 'attachFiles', { category: 'priceQuote', docId, kind: 'docs', ...changes });
}

async function quote(headers: Headers, extra: Record<string, unknown> = {}) {
  const response = await createDoc(ctx, headers, 'priceQuote', quoteInput(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { docId: number };
}

const download = (url: string) => ctx.app.inject({ method: 'GET', url });

describe("a price quote's attachments", () => {
  it('attaches an upload to the quote; its creator reads it back with a link that opens the file', async () => {
    const agent = await signedInAs(ctx, 'agent');
    const { docId } = await quote(agent.headers);
    const file = await upload(agent.headers, 'הצעה חתומה.pdf', samples.pdf);

    const attached = await attach(agent.headers, docId, { add: [file._id] });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().doc.docs).toEqual([{ url: expect.any(String), name: 'הצעה חתומה.pdf' }]);

    const read = (await lookupDoc(ctx, agent.headers, 'priceQuote', docId)).json().items[0];
    expect(read.docs).toHaveLength(1);
    const opened = await download(read.docs[0].url);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(samples.pdf)).toBe(true);
    expect(read.activityLog[0]).toMatchObject({
      action: 'update',
      field: 'docs',
      newValue: ['הצעה חתומה.pdf'],
    });
  });

  it('shows a foreign agent nothing: the quote answers 404 to it, for reading and for attaching', async () => {
    const agent = await signedInAs(ctx, 'agent');
    const other = await signedInAs(ctx, 'agent');
    const { docId } = await quote(agent.headers);
    const file = await upload(agent.headers, 'a.pdf', samples.pdf);
    expect((await attach(agent.headers, docId, { add: [file._id] })).statusCode).toBe(200);

    expect((await lookupDoc(ctx, other.headers, 'priceQuote', docId)).json().items).toEqual([]);
    const foreignFile = await upload(other.headers, 'b.pdf', samples.pdf);
    expect((await attach(other.headers, docId, { add: [foreignFile._id] })).statusCode).toBe(404);
    // Nor may it attach someone else's upload to its own quote.
    const own = await quote(other.headers);
    const taken = await attach(other.headers, own.docId, { add: [file._id] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toHaveProperty(['add.0']);
  });

  it('removes a file by its url: off the quote, logged, and the stored file is gone', async () => {
    const { docId } = await quote(worker);
    const first = await upload(worker, 'one.pdf', samples.pdf);
    const second = await upload(worker, 'two.png', samples.png);
    const doc = (await attach(worker, docId, { add: [first._id, second._id] })).json().doc;
    expect(doc.docs.map((file: { name: string }) => file.name)).toEqual(['one.pdf', 'two.png']);
    const url = doc.docs[0].url as string;
    expect((await download(url)).statusCode).toBe(200);

    const removed = await attach(worker, docId, { remove: [url] });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json().doc;
    expect(after.docs.map((file: { name: string }) => file.name)).toEqual(['two.png']);
    expect((await download(url)).statusCode).toBe(404);
    expect(after.activityLog[0]).toMatchObject({ field: 'docs', oldValue: ['one.pdf'] });
  });

  it('keeps a file attached twice once (de-duplicated by url)', async () => {
    const { docId } = await quote(worker);
    const file = await upload(worker, 'dup.pdf', samples.pdf);
    expect((await attach(worker, docId, { add: [file._id, file._id] })).json().doc.docs).toHaveLength(1);
    const again = await attach(worker, docId, { add: [file._id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().doc.docs).toHaveLength(1);
  });

  it('answers 409 on a closed quote, which is read-only', async () => {
    const { docId } = await quote(worker);
    const kept = await upload(worker, 'kept.pdf', samples.pdf);
    const url = (await attach(worker, docId, { add: [kept._id] })).json().doc.docs[0].url;
    const closed = await docCall(ctx, worker, 'updateItemByFields', {
      category: 'priceQuote',
      docId,
      fields: { status: false, closeReason: 'הלקוח ויתר' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const file = await upload(worker, 'late.pdf', samples.pdf);
    expect((await attach(worker, docId, { add: [file._id] })).statusCode).toBe(409);
    expect((await attach(worker, docId, { remove: [url] })).statusCode).toBe(409);
  });

  it('lets an installer add delivery images only to a document assigned to it, and no documents', async () => {
    const installer = await signedInAs(ctx, 'installer');
    const assigned = await quote(worker, {
      handleBy: { installer: { id: installer.user.id, name: '' } },
    } as never);
    const other = await quote(worker);
    const photo = await upload(installer.headers, 'delivered.png', samples.png, 'photo');

    const proof = await attach(installer.headers, assigned.docId, { kind: 'proofImages', add: [photo._id] });
    expect(proof.statusCode, proof.body).toBe(200);
    expect(proof.json().doc.proofImages).toEqual([{ value: expect.stringContaining(photo._id) }]);
    expect((await download(proof.json().doc.proofImages[0].value)).statusCode).toBe(200);

    const pdf = await upload(installer.headers, 'x.pdf', samples.pdf);
    expect((await attach(installer.headers, assigned.docId, { add: [pdf._id] })).statusCode).toBe(403);
    const wrongKind = await attach(installer.headers, assigned.docId, {
      kind: 'proofImages',
      add: [pdf._id],
    });
    expect(wrongKind.statusCode).toBe(400);
    const another = await upload(installer.headers, 'other.png', samples.png, 'photo');
    expect(
      (await attach(installer.headers, other.docId, { kind: 'proofImages', add: [another._id] })).statusCode,
    ).toBe(404);
  });

  it('keeps attachments through an edit whatever the edit sends', async () => {
    const { docId } = await quote(worker);
    const file = await upload(worker, 'kept.pdf', samples.pdf);
    await attach(worker, docId, { add: [file._id] });
    const updated = await docCall(ctx, worker, 'updateDoc', {
      doc: {
        ...quoteInput({ comments: 'שינוי', docs: [{ url: 'https://elsewhere/x.pdf', name: 'x.pdf' }] }),
        category: 'priceQuote',
        docId,
        docNotes: [{ content: 'עדכון הערות', isNew: true }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().docs).toEqual([{ url: expect.stringContaining(file._id), name: 'kept.pdf' }]);
  });

  it("carries the quote's documents into a transfer; taking one off the work card leaves the quote's file", async () => {
    const { docId } = await quote(worker);
    const file = await upload(worker, 'terms.pdf', samples.pdf);
    await attach(worker, docId, { add: [file._id] });
    const storekeeper = await createUser(ctx, 'storekeeper');
    const card = await createDoc(
      ctx,
      worker,
      'workCard',
      {
        shippingAddress: {
          city: 'חיפה',
          neighborhood: 'הרצל',
          buildingNumber: '5',
          shippingDate: '26/11/2026',
        },
        handleBy: { storekeeper: { id: storekeeper.id, name: '' } },
      } as never,
      { transferFrom: { category: 'priceQuote', docId } },
    );
    expect(card.statusCode, card.body).toBe(201);
    const carried = card.json();
    expect(carried.docs).toEqual([{ url: expect.stringContaining(file._id), name: 'terms.pdf' }]);
    expect((await download(carried.docs[0].url)).statusCode).toBe(200);

    const removed = await docCall(ctx, worker, 'attachFiles', {
      category: 'workCard',
      docId: carried.docId,
      kind: 'docs',
      remove: [carried.docs[0].url],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().doc.docs).toEqual([]);
    const source = (await lookupDoc(ctx, worker, 'priceQuote', docId)).json().items[0];
    expect(source.docs).toHaveLength(1);
    expect((await download(source.docs[0].url)).statusCode).toBe(200);
  });

  it('refuses a malformed change with 400', async () => {
    const { docId } = await quote(worker);
    expect((await attach(worker, docId, {})).statusCode).toBe(400);
    expect((await attach(worker, docId, { remove: ['not-a-file'] })).statusCode).toBe(400);
    expect((await attach(worker, docId, { kind: 'other', add: [] })).statusCode).toBe(400);
  });
});
