import type { ListSort, ListSortDefinition, SortDirection } from '@tg/domain';
import { useState } from 'react';

/**
 * What DataTable needs to draw sortable headers (and the phone's "sort by" choice). Methods, not
 * function properties, so a list's own keys fit the table's plain strings.
 */
export interface ListSortControl<Key extends string = string> {
  sortBy: Key;
  sortDir: SortDirection;
  /** A header's click: the same column turns around, another column starts ascending. */
  toggle(key: Key): void;
  /** The phone's choice of column and direction. */
  change(sort: ListSort<Key>): void;
}

export interface ListSortState<Key extends string> extends ListSortControl<Key> {
  /**
   * For the list query, part of its React Query key so each order is its own cached page. Empty in
   * the default order: the server's default is the same, and requests stay as they were.
   */
  query: Partial<ListSort<Key>>;
  /** Back to the list's default order (the toolbar's reset). */
  reset: () => void;
}

/**
 * A list's sort on the server (issue 18), starting from the list's default order. Any change calls
 * `onChange`, which pages pass their "back to page 1" (and selection clearing) to: the rows of page
 * 3 in one order are not page 3 of another.
 */
export function useListSort<Key extends string>(
  definition: ListSortDefinition<Key>,
  onChange: () => void,
): ListSortState<Key> {
  const [sort, setSort] = useState<ListSort<Key>>(definition.defaults);
  const change = (next: ListSort<Key>) => {
    setSort(next);
    onChange();
  };
  const isDefault =
    sort.sortBy === definition.defaults.sortBy && sort.sortDir === definition.defaults.sortDir;
  return {
    ...sort,
    query: isDefault ? {} : sort,
    toggle: (key) =>
      change({
        sortBy: key,
        sortDir: key === sort.sortBy && sort.sortDir === 'asc' ? 'desc' : 'asc',
      }),
    change,
    reset: () => setSort(definition.defaults),
  };
}
