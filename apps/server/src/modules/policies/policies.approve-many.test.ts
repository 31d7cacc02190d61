import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct, post } from '../../../test/insurance';
import { withPermissionGrantedTo } from '../../../test/permission-table';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import { policies } from './policies.table';

// A stand-in printer: these tests are about approving and queueing, not about Chromium.
let printed = 0;
const printer: PdfEngine = {
  render: async () => {
    printed++;
    return Buffer.from('%PDF-1.4\n%%EOF\n');
  },
  close: async () => {},
};

let ctx: TestContext;
let worker: Record<string, string>;
let agent: Record<string, string>;
let otherAgent: Record<string, string>;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp({}, { pdf: printer });
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  otherAgent = (await signedInAs(ctx, 'agent')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

const base = '/api/insurance/subscriptions';
const approveMany = (ids: unknown, headers = worker) => post(ctx, `${base}/approveMany`, { ids }, headers);
const unknownId = '00000000-0000-4000-8000-00000000abcd';

describe('subscriptions: approve many', () => {
  it('approves 40 pending subscriptions at once; all are active and, once the queue drains, all 40 PDFs exist', async () => {
    const created = [];
    for (let index = 0; index < 40; index++) created.push(await createPolicy(ctx, agent, productId));
    const ids = created.map((policy) => policy._id as string);
    const printedBefore = printed;

    const answer = await approveMany(ids);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ approved: 40, failed: [] });

    await ctx.app.policyPdfs.whenIdle();
    const rows = await ctx.db.select().from(policies).where(inArray(policies.id, ids));
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.status === 'active' && row.approvedAt !== null)).toBe(true);
    expect(rows.every((row) => row.pdfFileId !== null)).toBe(true);
    expect(printed - printedBefore).toBe(40);
    const listed = (await post(ctx, `${base}/fetchGeneralPolicy`, { page: 0, limit: 100 }, worker)).json();
    const shown = listed.policies.filter((policy: { _id: string }) => ids.includes(policy._id));
    expect(shown.every((policy: { pdfReady: boolean }) => policy.pdfReady)).toBe(true);
  });

  it('reports each id it could not approve with the code its own approval would answer', async () => {
    const pending = await createPolicy(ctx, agent, productId);
    const alreadyActive = await createPolicy(ctx, agent, productId);
    expect((await approveMany([alreadyActive._id])).json()).toEqual({ approved: 1, failed: [] });
    const othersGroup = await createPolicy(ctx, otherAgent, productId);

    // An agent granted approval in the table approves only what it may see.
    const answer = await withPermissionGrantedTo('policies.approve', ['admin', 'worker', 'agent'], () =>
      approveMany([pending._id, alreadyActive._id, othersGroup._id, unknownId], agent),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      approved: 1,
      failed: [
        { _id: alreadyActive._id, code: 'CONFLICT' },
        { _id: othersGroup._id, code: 'NOT_FOUND' },
        { _id: unknownId, code: 'NOT_FOUND' },
      ],
    });
    const [untouched] = await ctx.db
      .select()
      .from(policies)
      .where(inArray(policies.id, [othersGroup._id]));
    expect(untouched?.status).toBe('pending');
  });

  it('takes 1 to 100 distinct ids: none, 101 or a repeat is a 400 that approves nothing', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    const tooMany = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const ids of [[], tooMany, [policy._id, policy._id], ['not-an-id']]) {
      const answer = await approveMany(ids);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
    }
    const [row] = await ctx.db
      .select()
      .from(policies)
      .where(inArray(policies.id, [policy._id]));
    expect(row?.status).toBe('pending');
  });

  it('refuses a role without the approval permission with 403', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    const answer = await approveMany([policy._id], agent);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('FORBIDDEN');
  });
});
