import { bulkChangeNote, documentMessages } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc, quoteInput } from '../../../test/documents';
import { createUser, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;
interface Doc {
  _id: string;
  docId: number;
  category: 'priceQuote' | 'workCard' | 'shippingCertificate';
  status: boolean;
  generalStatus: { status: string };
  handleBy: Record<string, { id: string; name: string } | null>;
  docNotes: { content: string }[];
  activityLog: { action: string; field: string | string[]; oldValue: unknown; newValue: unknown }[];
}

let ctx: TestContext;
let worker: Headers;
let agent: Headers;
let otherAgent: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  otherAgent = (await signedInAs(ctx, 'agent')).headers;
});
afterAll(() => ctx.close());

const updateMany = (body: unknown, headers = worker) => docCall(ctx, headers, 'updateMany', body as object);
const unknownId = '00000000-0000-4000-8000-00000000abcd';

async function quote(headers = worker): Promise<Doc> {
  const response = await createDoc(ctx, headers, 'priceQuote', quoteInput());
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function reread(doc: Doc, headers = worker): Promise<Doc> {
  return (await lookupDoc(ctx, headers, doc.category, doc.docId)).json().items[0];
}

async function notifications(headers: Headers) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications?unread=true', headers });
  return response.json().items as { kind: string; params: Record<string, unknown> }[];
}

describe('documents: change many at once', () => {
  it('sets the status of 10 documents, each logged in its activity log with the note', async () => {
    const docs: Doc[] = [];
    for (let index = 0; index < 10; index++) docs.push(await quote());

    const answer = await updateMany({
      ids: docs.map((doc) => doc._id),
      changes: { generalStatus: 'בטיפול' },
      note: 'הועבר לטיפול',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ updated: 10, failed: [] });

    for (const doc of docs) {
      const after = await reread(doc);
      expect(after.generalStatus.status).toBe('בטיפול');
      expect(after.docNotes.map((note) => note.content)).toContain('הועבר לטיפול');
      const update = after.activityLog.find((entry) => entry.action === 'update');
      expect(update).toMatchObject({
        field: 'generalStatus',
        oldValue: { status: 'הצעת מחיר ללקוח' },
        newValue: { status: 'בטיפול' },
      });
    }
  });

  it('reports exactly the documents it could not change, with the single update’s code and reason', async () => {
    const changed = await quote(agent);
    const unchanged = await quote(agent);
    await updateMany({ ids: [unchanged._id], changes: { generalStatus: 'בטיפול' } });
    const closed = await quote(agent);
    // Transferring a quote closes it.
    const transfer = await createDoc(ctx, worker, 'shippingCertificate', quoteInput(), {
      transferFrom: { category: 'priceQuote', docId: closed.docId },
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const othersGroup = await quote(otherAgent);

    const answer = await updateMany(
      {
        ids: [changed._id, unchanged._id, closed._id, othersGroup._id, unknownId],
        changes: { generalStatus: 'בטיפול' },
      },
      agent,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      updated: 1,
      failed: [
        { _id: unchanged._id, code: 'VALIDATION_FAILED', reason: documentMessages.noChanges },
        { _id: closed._id, code: 'CONFLICT', reason: 'validation.invalidValue' },
        { _id: othersGroup._id, code: 'NOT_FOUND' },
        { _id: unknownId, code: 'NOT_FOUND' },
      ],
    });
    // Without a note of its own, the change explains itself in the document's notes.
    expect((await reread(changed, agent)).docNotes.map((note) => note.content)).toContain(bulkChangeNote);
    expect((await reread(othersGroup, otherAgent)).generalStatus.status).toBe('הצעת מחיר ללקוח');
  });

  it('assigns an installer to many documents and tells the installer of each, as one assignment does', async () => {
    const installer = await signedInAs(ctx, 'installer');
    const docs = [await quote(), await quote()];
    const answer = await updateMany({
      ids: docs.map((doc) => doc._id),
      changes: { handleBy: { installer: installer.user.id } },
    });
    expect(answer.json()).toEqual({ updated: 2, failed: [] });
    for (const doc of docs) {
      const after = await reread(doc);
      expect(after.handleBy.installer).toEqual({ id: installer.user.id, name: installer.user.name });
      expect(after.activityLog.find((entry) => entry.action === 'update')).toMatchObject({
        field: 'handleBy',
        oldValue: { installer: null },
        newValue: { installer: { id: installer.user.id } },
      });
    }
    const told = (await notifications(installer.headers)).filter((item) => item.kind === 'documentAssigned');
    expect(told.map((item) => item.params.number).sort()).toEqual(docs.map((doc) => doc.docId).sort());

    // Taking the installer off is a change too.
    const off = await updateMany({ ids: [docs[0]?._id], changes: { handleBy: { installer: null } } });
    expect(off.json()).toEqual({ updated: 1, failed: [] });
    expect((await reread(docs[0] as Doc)).handleBy.installer).toBeNull();
  });

  it('refuses a malformed request with 400 and changes nothing', async () => {
    const doc = await quote();
    const tooMany = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const notAStorekeeper = await createUser(ctx, 'installer');
    const bodies = [
      { ids: tooMany, changes: { generalStatus: 'בטיפול' } },
      { ids: [], changes: { generalStatus: 'בטיפול' } },
      { ids: [doc._id, doc._id], changes: { generalStatus: 'בטיפול' } },
      { ids: [doc._id], changes: {} },
      { ids: [doc._id], changes: { generalStatus: 'no such status' } },
      { ids: [doc._id], changes: { handleBy: { storekeeper: notAStorekeeper.id } } },
      { ids: [doc._id], changes: { generalStatus: 'בטיפול' }, note: 'x' },
    ];
    for (const body of bodies) {
      const answer = await updateMany(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await updateMany({ ids: [doc._id], changes: { generalStatus: 'no such status' } })).json().error
        .fields,
    ).toEqual({ 'changes.generalStatus': 'validation.invalidValue' });
    expect((await reread(doc)).generalStatus.status).toBe('הצעת מחיר ללקוח');
  });

  it('refuses roles that may not change documents with 403', async () => {
    const doc = await quote();
    for (const role of ['storekeeper', 'installer', 'supplier', 'customer'] as const) {
      const { headers } = await signedInAs(ctx, role);
      const answer = await updateMany({ ids: [doc._id], changes: { generalStatus: 'בטיפול' } }, headers);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().error.code).toBe('FORBIDDEN');
    }
    expect((await reread(doc)).generalStatus.status).toBe('הצעת מחיר ללקוח');
  });
});
