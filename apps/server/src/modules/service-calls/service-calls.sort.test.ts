import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createProduct, insured, post, serviceCallInput } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
const ids = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  const productId = (await createProduct(ctx, worker))._id;
  for (const name of ['בני', 'אבי', 'גדי']) {
    const response = await post(
      ctx,
      '/api/insurance/serviceCall/createServiceCall',
      { serviceCall: serviceCallInput(productId, { userInformation: insured({ name }) }) },
      worker,
    );
    expect(response.statusCode, response.body).toBe(201);
    ids.set(response.json()._id, name);
  }
});
afterAll(() => ctx.close());

const list = (body: object) =>
  post(ctx, '/api/insurance/serviceCall/getServiceCalls', { page: 0, limit: 100, ...body }, worker);
async function namesInOrder(body: object): Promise<string[]> {
  const response = await list(body);
  expect(response.statusCode, response.body).toBe(200);
  const calls = response.json().serviceCalls as { _id: string }[];
  return calls.flatMap((call) => (ids.has(call._id) ? [ids.get(call._id) as string] : []));
}

describe('service calls: the list sorts on the server', () => {
  it('orders by the customer name ascending and descending, newest first by default', async () => {
    expect(await namesInOrder({ sortBy: 'customerName', sortDir: 'asc' })).toEqual(['אבי', 'בני', 'גדי']);
    expect(await namesInOrder({ sortBy: 'customerName', sortDir: 'desc' })).toEqual(['גדי', 'בני', 'אבי']);
    expect(await namesInOrder({})).toEqual(['גדי', 'אבי', 'בני']);
  });

  it('answers 400 for a column it cannot sort by', async () => {
    const response = await list({ sortBy: 'notes', sortDir: 'asc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('sortBy');
  });
});
