import type { ListSort } from '@tg/domain';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** A list's sortable columns by their wire names: the only columns a caller can order by. */
export type SortColumns<Key extends string> = Record<Key, AnyColumn | SQL>;

/**
 * ORDER BY for a list sorted by the caller: the whitelisted column, then the row id in the same
 * direction, so rows with equal values keep one order from page to page (no row shown twice or
 * skipped while paging).
 */
export function listOrder<Key extends string>(
  columns: SortColumns<Key>,
  sort: ListSort<Key>,
  tiebreak: AnyColumn,
): SQL[] {
  const direction = sort.sortDir === 'asc' ? asc : desc;
  return [direction(columns[sort.sortBy]), direction(tiebreak)];
}
