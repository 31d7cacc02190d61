import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createProduct, post, serviceCallInput } from '../../../test/insurance';
import { withPermissionGrantedTo } from '../../../test/permission-table';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { serviceCalls } from './service-calls.table';

let ctx: TestContext;
let worker: Record<string, string>;
let agent: Record<string, string>;
let otherAgent: Record<string, string>;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  otherAgent = (await signedInAs(ctx, 'agent')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

const base = '/api/insurance/serviceCall';
const approveMany = (ids: unknown, headers = worker) => post(ctx, `${base}/approveMany`, { ids }, headers);
const unknownId = '00000000-0000-4000-8000-00000000abcd';

async function openCall(headers: Record<string, string>): Promise<string> {
  const response = await post(
    ctx,
    `${base}/createServiceCall`,
    { serviceCall: serviceCallInput(productId) },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

const statusesOf = async (ids: string[]) =>
  new Map(
    (await ctx.db.select().from(serviceCalls).where(inArray(serviceCalls.id, ids))).map((row) => [
      row.id,
      row.status,
    ]),
  );

describe('service calls: approve many', () => {
  it('approves every pending call sent, each as one approval would', async () => {
    const ids = [await openCall(agent), await openCall(agent), await openCall(otherAgent)];
    const answer = await approveMany(ids);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ approved: 3, failed: [] });
    expect([...(await statusesOf(ids)).values()]).toEqual(['active', 'active', 'active']);
  });

  it('reports each id it could not approve with the code its own approval would answer', async () => {
    const pending = await openCall(agent);
    const alreadyActive = await openCall(agent);
    expect((await approveMany([alreadyActive])).json()).toEqual({ approved: 1, failed: [] });
    const othersGroup = await openCall(otherAgent);

    // An agent granted approval in the table approves only the calls it may see.
    const answer = await withPermissionGrantedTo('serviceCalls.approve', ['admin', 'worker', 'agent'], () =>
      approveMany([pending, alreadyActive, othersGroup, unknownId], agent),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      approved: 1,
      failed: [
        { _id: alreadyActive, code: 'CONFLICT' },
        { _id: othersGroup, code: 'NOT_FOUND' },
        { _id: unknownId, code: 'NOT_FOUND' },
      ],
    });
    expect((await statusesOf([pending, othersGroup])).get(othersGroup)).toBe('pending');
    expect((await statusesOf([pending])).get(pending)).toBe('active');
  });

  it('takes 1 to 100 distinct ids, and refuses a role without the approval permission', async () => {
    const call = await openCall(agent);
    const tooMany = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const ids of [[], tooMany, [call, call]]) expect((await approveMany(ids)).statusCode).toBe(400);
    const byAgent = await approveMany([call], agent);
    expect(byAgent.statusCode).toBe(403);
    expect((await statusesOf([call])).get(call)).toBe('pending');
  });
});
