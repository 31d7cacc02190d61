import { addDays, type HomeSummary, todayIso } from '@tg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct, post } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { policies } from '../policies/policies.table';

type Headers = Record<string, string>;
let ctx: TestContext;
let worker: Headers;
/** Each subscription made here by id, with the end date it was given. */
const endDates = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  const productId = (await createProduct(ctx, worker))._id;
  const day = todayIso(ctx.clock.now);
  // Ended yesterday, ends today, in 5 days, on the 30th day, on the 31st, in 40 days.
  for (const offset of [40, 0, 30, -1, 31, 5]) {
    const endDate = addDays(day, offset);
    const { _id } = await createPolicy(ctx, worker, productId);
    await ctx.db.update(policies).set({ status: 'active', endDate }).where(eq(policies.id, _id));
    endDates.set(_id, endDate);
  }
});
afterAll(() => ctx.close());

describe("home: the expiring card's count is the top of the list its link opens", () => {
  it('counts the active subscriptions ending within 30 days, which the active list by end date shows first', async () => {
    const summary = await ctx.app.inject({ method: 'GET', url: '/api/home/summary', headers: worker });
    expect(summary.statusCode, summary.body).toBe(200);
    const count = (summary.json() as HomeSummary).subscriptionsExpiring ?? -1;
    expect(count).toBe(3);

    // The link: ?status=active&sortBy=endDate&sortDir=asc
    const response = await post(
      ctx,
      '/api/insurance/subscriptions/fetchGeneralPolicy',
      { page: 0, limit: 25, status: 'active', sortBy: 'endDate', sortDir: 'asc' },
      worker,
    );
    expect(response.statusCode, response.body).toBe(200);
    const shown = (response.json().policies as { _id: string }[]).map((policy) => endDates.get(policy._id));
    const day = todayIso(ctx.clock.now);
    expect(shown).toEqual([day, addDays(day, 5), addDays(day, 30), addDays(day, 31), addDays(day, 40)]);
    expect(shown.slice(0, count).every((end) => (end ?? '') <= addDays(day, 30))).toBe(true);
  });
});
