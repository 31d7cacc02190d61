import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { escapeLike, isUniqueViolation, uniqueViolation } from './sql-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.db.execute(sql`create table helper_probe (name text constraint helper_probe_name_unique unique)`);
  await ctx.db.execute(sql`insert into helper_probe values ('a%b_c\\d'), ('axbyc')`);
});
afterAll(() => ctx.close());

describe('db helpers: escapeLike', () => {
  it('makes typed % _ and \\ match only themselves', async () => {
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`select name from helper_probe where name like ${`%${escapeLike('a%b_c\\')}%`} order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual(['a%b_c\\d']);
  });
});

describe('db helpers: unique violations', () => {
  it('names the constraint PostgreSQL reports, through Drizzle’s wrapping', async () => {
    const error = await ctx.db
      .execute(sql`insert into helper_probe values ('axbyc')`)
      .catch((e: unknown) => e);
    expect(uniqueViolation(error)).toEqual({ constraint: 'helper_probe_name_unique' });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('is undefined for every other error and for things that are not errors', async () => {
    const other = await ctx.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    for (const error of [other, new Error('x'), null, undefined, 'text', { code: '23503' }])
      expect(uniqueViolation(error)).toBeUndefined();
  });
});
