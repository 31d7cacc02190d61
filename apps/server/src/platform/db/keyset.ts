import type { ListSort } from '@tg/domain';
import { type AnyColumn, and, Column, is, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { listOrder, type SortColumns } from './list-order';

/**
 * Where a keyset read stopped: the last row's sort value and tie-breaker, both as PostgreSQL's own
 * text of them (a timestamp keeps its microseconds, which a JS Date would round away and so skip
 * or repeat rows). `key` is null when the last row had no value in the sort column.
 */
export interface KeysetCursor {
  key: string | null;
  id: string;
}

/** A batch of a keyset read and where the next one starts (none once a batch comes back short). */
export interface KeysetBatch<Row> {
  rows: Row[];
  next?: KeysetCursor;
}

const nullable = (expression: AnyColumn | SQL) => !(is(expression, Column) && expression.notNull);

/**
 * Rows strictly after the cursor in `listOrder`'s order. PostgreSQL sorts NULL last ascending and
 * first descending, so a nullable sort column needs its NULL rows placed on the right side.
 * The row comparison `(value, id) < (…)` is what a btree index on (value, id) answers directly.
 * The cursor's texts go as untyped parameters, so PostgreSQL reads them as the columns' types.
 */
function after(expression: AnyColumn | SQL, tiebreak: AnyColumn, ascending: boolean, cursor: KeysetCursor) {
  const beyond = ascending ? sql`>` : sql`<`;
  if (cursor.key === null) {
    const laterNull = and(isNull(expression), sql`${tiebreak} ${beyond} ${cursor.id}`);
    return ascending ? laterNull : or(laterNull, isNotNull(expression));
  }
  const later = sql`(${expression}, ${tiebreak}) ${beyond} (${cursor.key}, ${cursor.id})`;
  return ascending && nullable(expression) ? or(later, isNull(expression)) : later;
}

/**
 * The pieces of a list's keyset read: the same order as its pages (the sort column, then the
 * tie-breaker), the condition "after the cursor", and the two texts to select for the next cursor.
 * The list's own where-clause is added by its repository, so filters and scope stay in one place.
 */
export function keyset<Key extends string>(
  columns: SortColumns<Key>,
  sort: ListSort<Key>,
  tiebreak: AnyColumn,
  cursor: KeysetCursor | undefined,
) {
  const expression = columns[sort.sortBy];
  return {
    order: listOrder(columns, sort, tiebreak),
    after: cursor ? after(expression, tiebreak, sort.sortDir === 'asc', cursor) : undefined,
    cursorColumns: {
      keysetKey: sql<string | null>`(${expression})::text`,
      keysetId: sql<string>`(${tiebreak})::text`,
    },
  };
}

/** Splits selected rows `{ row, keysetKey, keysetId }` into the rows and the next cursor. */
export function keysetBatch<Row>(
  selected: { row: Row; keysetKey: string | null; keysetId: string }[],
  limit: number,
): KeysetBatch<Row> {
  const last = selected.at(-1);
  return {
    rows: selected.map((entry) => entry.row),
    next: last && selected.length === limit ? { key: last.keysetKey, id: last.keysetId } : undefined,
  };
}
