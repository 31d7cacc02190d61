import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { seedDemoLeadsOnce } from '../../platform/seed/seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo leads', () => {
  it('gives the office five leads at different steps, each with its log, once', async () => {
    expect(await seedDemoLeadsOnce(ctx.db)).toBe(5);
    const { headers } = await signedInAs(ctx, 'worker');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/leads/getData', headers });
    expect(list.statusCode, list.body).toBe(200);
    const leads = list.json().leads as { _id: string; status: string }[];
    expect(leads.map((lead) => lead.status)).toEqual(['new', 'new', 'contacted', 'quoted', 'won']);
    const count = await ctx.app.inject({ method: 'GET', url: '/api/leads/newCount', headers });
    expect(count.json()).toEqual({ count: 2 });
    const quoted = leads[3] as { _id: string };
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/leads/getLead?_id=${quoted._id}`,
      headers,
    });
    expect(detail.json().log.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(await seedDemoLeadsOnce(ctx.db)).toBe(0);
  });
});
