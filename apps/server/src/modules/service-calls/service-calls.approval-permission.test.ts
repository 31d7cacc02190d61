import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createProduct, post, serviceCallInput } from '../../../test/insurance';
import { withPermissionGrantedTo } from '../../../test/permission-table';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let agent: Record<string, string>;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

const base = '/api/insurance/serviceCall';
async function openCall() {
  const response = await post(
    ctx,
    `${base}/createServiceCall`,
    { serviceCall: serviceCallInput(productId) },
    agent,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}
const approve = (_id: string, headers: Record<string, string>) =>
  post(ctx, `${base}/updateGeneralServiceCall`, { serviceCall: { _id, status: 'approved' } }, headers);

describe('service calls: approval follows the permission table', () => {
  it('granting serviceCalls.approve in the table lets that role approve, and taking it away stops staff', async () => {
    const call = await openCall();
    expect((await approve(call._id, agent)).statusCode).toBe(403);
    const approved = await withPermissionGrantedTo('serviceCalls.approve', ['admin', 'worker', 'agent'], () =>
      approve(call._id, agent),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().serviceCall).toMatchObject({ status: 'active', approvedBy: { role: 'agent' } });

    const other = await openCall();
    const refused = await withPermissionGrantedTo('serviceCalls.approve', ['admin'], () =>
      approve(other._id, worker),
    );
    expect(refused.statusCode).toBe(403);
  });
});
