import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { seedDemoData, seedDemoDocumentsOnce } from '../../platform/seed/seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db);
});
afterAll(() => ctx.close());

const count = async (query: ReturnType<typeof sql>) => Number((await ctx.db.execute(query)).rows[0]?.count);

describe('demo documents', () => {
  it('seeds about 60 documents once, across the categories, some transferred, some closed', async () => {
    const now = new Date('2026-11-26T09:00:00Z');
    const made = await seedDemoDocumentsOnce(ctx.db, now);
    expect(made).toBeGreaterThanOrEqual(55);
    expect(await seedDemoDocumentsOnce(ctx.db, now)).toBe(0);
    for (const category of ['priceQuote', 'workCard', 'shippingCertificate'])
      expect(await count(sql`select count(*) from documents where category = ${category}`)).toBeGreaterThan(
        5,
      );
    expect(
      await count(sql`select count(*) from documents where linking_reference_number is not null`),
    ).toBeGreaterThan(5);
    expect(await count(sql`select count(*) from documents where not status`)).toBeGreaterThan(5);
    expect(await count(sql`select count(*) from activity_log where entity = 'document'`)).toBeGreaterThan(
      made,
    );
  });

  it('gives the demo storekeeper and installer work cards for today and tomorrow', async () => {
    for (const phone of ['+972500000006', '+972500000005']) {
      for (const day of ['2026-11-26', '2026-11-27']) {
        expect(
          await count(sql`select count(*) from documents d join users u on u.id in (d.storekeeper_id, d.installer_id)
            where u.phone_number = ${phone} and d.shipping_date = ${day} and d.category = 'workCard'`),
        ).toBeGreaterThan(0);
      }
    }
  });
});
