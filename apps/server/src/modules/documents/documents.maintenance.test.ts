import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, lookupDoc, quoteInput } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const convert = () =>
  ctx.app.inject({ method: 'POST', url: '/api/settings/convertDocStructure', headers: admin });

describe('the document-structure conversion', () => {
  it('brings stored documents to the current shape with its report, and a second run changes nothing', async () => {
    const doc = (await createDoc(ctx, admin, 'priceQuote')).json();
    // One in today's shape, which the job must leave alone.
    await createDoc(ctx, admin, 'priceQuote', quoteInput({ isDocWithoutVat: true }));
    // An older shape: a block missing, a stale total and an unnormalised plate column.
    await ctx.db.execute(
      sql`update documents set body = body - 'secondContact', doc_total_price = 1, plate = '12-34' where doc_id = ${doc.docId} and category = 'priceQuote'`,
    );
    const first = await convert();
    expect(first.statusCode, first.body).toBe(200);
    const report = first.json();
    expect(report).toMatchObject({ job: 'convertDocStructure', skipped: 0 });
    expect(report.examined).toBe(2);
    expect(report.changed).toBe(1);
    expect(report.samples[0].record).toBe(`priceQuote ${doc.docId}`);
    const fixed = (await lookupDoc(ctx, admin, 'priceQuote', doc.docId)).json().items[0];
    expect(fixed.docTotalPrice).toBe(608);
    expect(fixed.secondContact).toMatchObject({ isContactOpen: false });
    expect(fixed.machine.tractorNumber).toBe(quoteInput().machine?.tractorNumber);
    expect((await convert()).json().changed).toBe(0);
  });
});
