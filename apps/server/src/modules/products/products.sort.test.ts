import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
const ids = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  for (const [index, manufacturer] of ['CLAAS', 'AGCO', 'FENDT'].entries()) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/createProduct',
      headers: worker,
      payload: {
        product: {
          category: 'mirrors',
          catalogNumber: `SORT-${Date.now().toString(36)}-${index}`.toUpperCase(),
          name: 'מראה צד',
          manufacturer,
          model: 'X',
          price: '100',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.set(response.json()._id, manufacturer);
  }
});
afterAll(() => ctx.close());

const list = (query: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/product/getData',
    headers: worker,
    query: { category: 'mirrors', limit: '100', ...query },
  });
async function manufacturersInOrder(query: Record<string, string>): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  const products = response.json().products as { _id: string }[];
  return products.flatMap((product) => (ids.has(product._id) ? [ids.get(product._id) as string] : []));
}

describe('products: the list sorts on the server', () => {
  it('orders by manufacturer ascending and descending, newest first by default', async () => {
    expect(await manufacturersInOrder({ sortBy: 'manufacturer', sortDir: 'asc' })).toEqual([
      'AGCO',
      'CLAAS',
      'FENDT',
    ]);
    expect(await manufacturersInOrder({ sortBy: 'manufacturer', sortDir: 'desc' })).toEqual([
      'FENDT',
      'CLAAS',
      'AGCO',
    ]);
    expect(await manufacturersInOrder({})).toEqual(['FENDT', 'AGCO', 'CLAAS']);
  });

  it('answers 400 for a column it cannot sort by', async () => {
    const response = await list({ sortBy: 'price', sortDir: 'asc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('sortBy');
  });
});
