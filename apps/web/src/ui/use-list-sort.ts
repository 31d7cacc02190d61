import { type ListSort, type ListSortDefinition, type SortDirection, sortDirections } from '@tg/domain';
import { listSortAddressKeys, useListAddressState } from './use-list-address-state';

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
 * The order the address asks for (`?sortBy=endDate&sortDir=asc`). A column the list cannot sort by
 * (an old link, a hand-typed address) is the list's default order, not an error; a bad direction is
 * the default direction.
 */
export function sortFromAddress<Key extends string>(
  definition: ListSortDefinition<Key>,
  values: { sortBy?: string; sortDir?: string },
): ListSort<Key> {
  const sortBy = definition.keys.find((key) => key === values.sortBy);
  if (!sortBy) return definition.defaults;
  const sortDir = sortDirections.find((direction) => direction === values.sortDir);
  return { sortBy, sortDir: sortDir ?? definition.defaults.sortDir };
}

/**
 * A list's sort on the server (issue 18), kept in the address under the API's names (`sortBy`,
 * `sortDir`) beside the screen's filters, so a reload, the back button, a link, the remembered last
 * filter and a saved filter (the address query) all keep it (ADR 0041). The default order is left
 * out of the address. `screen` is the name the screen's filters are remembered under; null (a list
 * inside a picker) keeps the sort to itself. Any change calls `onChange`, which pages pass their
 * "back to page 1" (and selection clearing) to: the rows of page 3 in one order are not page 3 of
 * another.
 */
export function useListSort<Key extends string>(
  definition: ListSortDefinition<Key>,
  onChange: () => void,
  screen: string | null = null,
): ListSortState<Key> {
  const address = useListAddressState(screen, listSortAddressKeys);
  const sort = sortFromAddress(definition, address.values);
  const isDefaultSort = (candidate: ListSort<Key>) =>
    candidate.sortBy === definition.defaults.sortBy && candidate.sortDir === definition.defaults.sortDir;
  const write = (next: ListSort<Key>) =>
    address.set(isDefaultSort(next) ? { sortBy: undefined, sortDir: undefined } : next);
  const change = (next: ListSort<Key>) => {
    write(next);
    onChange();
  };
  const isDefault = isDefaultSort(sort);
  return {
    ...sort,
    query: isDefault ? {} : sort,
    toggle: (key) =>
      change({
        sortBy: key,
        sortDir: key === sort.sortBy && sort.sortDir === 'asc' ? 'desc' : 'asc',
      }),
    change,
    reset: () => write(definition.defaults),
  };
}
