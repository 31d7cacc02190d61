import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, quoteInput } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
const ids = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  for (const name of ['בני', 'אבי', 'גדי']) {
    const base = quoteInput();
    const response = await createDoc(
      ctx,
      worker,
      'priceQuote',
      quoteInput({ userInformation: { ...base.userInformation, name } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    ids.set(response.json()._id, name);
  }
});
afterAll(() => ctx.close());

const list = (query: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/doc/getAllDocs',
    headers: worker,
    query: { category: 'priceQuote', limit: '100', ...query },
  });
async function namesInOrder(query: Record<string, string>): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  const docs = response.json().docs as { _id: string }[];
  return docs.flatMap((doc) => (ids.has(doc._id) ? [ids.get(doc._id) as string] : []));
}

describe('documents: a category list sorts on the server', () => {
  it('orders by customer ascending and descending, newest number first by default', async () => {
    expect(await namesInOrder({ sortBy: 'customer', sortDir: 'asc' })).toEqual(['אבי', 'בני', 'גדי']);
    expect(await namesInOrder({ sortBy: 'customer', sortDir: 'desc' })).toEqual(['גדי', 'בני', 'אבי']);
    expect(await namesInOrder({})).toEqual(['גדי', 'אבי', 'בני']);
  });

  it('answers 400 for a column it cannot sort by', async () => {
    const response = await list({ sortBy: 'body', sortDir: 'asc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('sortBy');
  });
});
