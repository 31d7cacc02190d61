import { autocompleteLimit } from '@tg/domain';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { escapeLike } from './sql-helpers';

/**
 * Up to `autocompleteLimit` distinct values of a column that start with what was typed, without
 * regard to case: what every module's suggestions for the filter panels are made of (spec 3 §7).
 */
export async function distinctStartingWith(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  typed: string,
  where?: SQL,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: sql<string>`${column}` })
    .from(table)
    .where(and(sql`${column} ilike ${`${escapeLike(typed)}%`}`, where))
    .orderBy(asc(sql`1`))
    .limit(autocompleteLimit);
  return rows.map((row) => row.value);
}
