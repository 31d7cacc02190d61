import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, quoteInput } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;

let ctx: TestContext;
let worker: Headers;
let agentA: Headers;
let agentB: Headers;
let productId: string;

const get = (url: string, headers: Headers = worker) => ctx.app.inject({ method: 'GET', url, headers });
/** The data lines of a CSV answer (BOM and header line left out). */
const dataLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agentA = (await signedInAs(ctx, 'agent')).headers;
  agentB = (await signedInAs(ctx, 'agent')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

describe('export selected: only the named rows, within the list’s own scope', () => {
  it('exports only the chosen subscriptions, and never another group’s row named among them', async () => {
    const mine = [];
    for (let index = 0; index < 4; index++) mine.push(await createPolicy(ctx, agentA, productId));
    const theirs = await createPolicy(ctx, agentB, productId);
    const [first, second, third] = mine as [(typeof mine)[0], (typeof mine)[0], (typeof mine)[0]];
    const chosen = [first, third];
    const ids = [...chosen.map((policy) => policy._id), theirs._id].join(',');

    const response = await get(`/api/export/subscriptions?format=csv&ids=${ids}`, agentA);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const lines = dataLines(response.body);
    expect(lines).toHaveLength(2);
    for (const policy of chosen) expect(response.body).toContain(policy.policyNumber);
    expect(response.body).not.toContain(theirs.policyNumber);
    expect(response.body).not.toContain(second.policyNumber);

    // Staff see every group: the same ids give all three.
    expect(dataLines((await get(`/api/export/subscriptions?ids=${ids}`)).body)).toHaveLength(3);
  });

  it('exports only the chosen documents of the category, in Excel too', async () => {
    const docs = [];
    for (let index = 0; index < 3; index++)
      docs.push((await createDoc(ctx, worker, 'priceQuote', quoteInput())).json());
    const ids = [docs[0]._id, docs[2]._id].join(',');
    const csv = await get(`/api/export/documents?category=priceQuote&ids=${ids}`);
    expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
    expect(dataLines(csv.body)).toHaveLength(2);
    const xlsx = await get(`/api/export/documents?category=priceQuote&format=xlsx&ids=${ids}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // A document of another category is not in this list, so not in the file.
    expect(dataLines((await get(`/api/export/documents?category=workCard&ids=${ids}`)).body)).toHaveLength(0);
  });

  it('takes at most 500 ids, each a plain id: more, or a malformed one, is a 400', async () => {
    const many = Array.from(
      { length: 501 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const ids of [many.join(','), 'a;b', ',']) {
      const response = await get(`/api/export/subscriptions?ids=${encodeURIComponent(ids)}`);
      expect(response.statusCode, ids.slice(0, 40)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
