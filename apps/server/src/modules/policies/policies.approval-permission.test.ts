import { can } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct, post } from '../../../test/insurance';
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

const update = (generalPolicy: object, headers: Record<string, string>) =>
  post(ctx, '/api/insurance/subscriptions/updateGeneralPolicy', { generalPolicy }, headers);

describe('subscriptions: approval follows the permission table', () => {
  it('a role with policies.update but not policies.approve edits a pending subscription and may not approve it', async () => {
    expect(can('agent', 'policies.update') && !can('agent', 'policies.approve')).toBe(true);
    const policy = await createPolicy(ctx, agent, productId);
    const approval = await update({ _id: policy._id, status: 'active' }, agent);
    expect(approval.statusCode).toBe(403);
    const edit = await update({ _id: policy._id, notes: 'ללא שינוי בתקופה' }, agent);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().generalPolicy).toMatchObject({ status: 'pending', notes: 'ללא שינוי בתקופה' });
  });

  it('granting policies.approve in the table lets that role approve, and taking it away stops staff', async () => {
    const byAgent = await createPolicy(ctx, agent, productId);
    const approved = await withPermissionGrantedTo('policies.approve', ['admin', 'worker', 'agent'], () =>
      update({ _id: byAgent._id, status: 'active' }, agent),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().generalPolicy.status).toBe('active');

    const other = await createPolicy(ctx, agent, productId);
    const refused = await withPermissionGrantedTo('policies.approve', ['admin'], () =>
      update({ _id: other._id, status: 'active' }, worker),
    );
    expect(refused.statusCode).toBe(403);
  });
});
