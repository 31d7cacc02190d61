import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct, insured, post } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let agent: Record<string, string>;
const names = ['בני', 'אבי', 'גדי'];
const ids = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  const productId = (await createProduct(ctx, worker))._id;
  for (const name of names) {
    const policy = await createPolicy(ctx, worker, productId, { userInformation: insured({ name }) });
    ids.set(policy._id, name);
  }
  // The agent's own, pending (the agent's tabs show only the agent's subscriptions).
  for (const name of ['דנה', 'חנה']) {
    const policy = await createPolicy(ctx, agent, productId, { userInformation: insured({ name }) });
    ids.set(policy._id, name);
  }
});
afterAll(() => ctx.close());

const list = (body: object) =>
  post(ctx, '/api/insurance/subscriptions/fetchGeneralPolicy', { page: 0, limit: 100, ...body }, worker);
/** The test's own subscriptions' names, in the order the list answered them. */
async function namesInOrder(body: object): Promise<string[]> {
  const response = await list(body);
  expect(response.statusCode, response.body).toBe(200);
  const policies = response.json().policies as { _id: string }[];
  return policies.flatMap((policy) => (ids.has(policy._id) ? [ids.get(policy._id) as string] : []));
}

describe('policies: the list sorts on the server', () => {
  it('orders by the insured name ascending and descending', async () => {
    expect(await namesInOrder({ sortBy: 'name', sortDir: 'asc' })).toEqual([
      'אבי',
      'בני',
      'גדי',
      'דנה',
      'חנה',
    ]);
    expect(await namesInOrder({ sortBy: 'name', sortDir: 'desc' })).toEqual([
      'חנה',
      'דנה',
      'גדי',
      'בני',
      'אבי',
    ]);
  });

  it('keeps newest recorded first when no sort is asked', async () => {
    expect(await namesInOrder({})).toEqual(['חנה', 'דנה', 'גדי', 'אבי', 'בני']);
  });

  it("sorts the agent's pending tab too", async () => {
    const tab = async (body: object) => {
      const response = await post(
        ctx,
        '/api/generalPolicies/getAgentPendingPoliciesByAgentType',
        { page: 0, limit: 100, ...body },
        agent,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().policies as { _id: string }[]).map((policy) => ids.get(policy._id));
    };
    expect(await tab({ sortBy: 'name', sortDir: 'asc' })).toEqual(['דנה', 'חנה']);
    expect(await tab({ sortBy: 'name', sortDir: 'desc' })).toEqual(['חנה', 'דנה']);
    expect(
      (await post(ctx, '/api/generalPolicies/getAgentPendingPoliciesByAgentType', { sortBy: 'x' }, agent))
        .statusCode,
    ).toBe(400);
  });

  it('answers 400 with the field for a column it cannot sort by', async () => {
    const response = await list({ sortBy: 'insured->>name', sortDir: 'asc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('sortBy');
    expect((await list({ sortBy: 'name', sortDir: 'sideways' })).statusCode).toBe(400);
  });
});
