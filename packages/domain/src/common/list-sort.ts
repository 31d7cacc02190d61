import { z } from 'zod';
import { validationMessages as m } from './messages';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** How a list is ordered: one of its sortable columns, and a direction. */
export interface ListSort<Key extends string = string> {
  sortBy: Key;
  sortDir: SortDirection;
}

/** A list's sortable columns (the names the wire and the headers use) and its order by default. */
export interface ListSortDefinition<Key extends string> {
  keys: readonly [Key, ...Key[]];
  defaults: ListSort<Key>;
}

/**
 * Declares a list's sort once, for the query schema (the server) and the sortable headers (the web).
 * The default is the order the list had before it could be sorted, so callers that send nothing
 * see no change.
 */
export function defineListSort<const Key extends string>(
  keys: readonly [Key, ...Key[]],
  defaults: ListSort<NoInfer<Key>>,
): ListSortDefinition<Key> {
  return { keys, defaults };
}

/**
 * The `sortBy` and `sortDir` fields of a list query: sortBy is an enum of the list's sortable
 * columns, so an unknown column answers 400 before any SQL is built (the repositories map each
 * name to a column through a whitelist).
 */
export function listSortFields<Key extends string>(definition: ListSortDefinition<Key>) {
  return {
    sortBy: z
      .enum(definition.keys as unknown as readonly [Key, ...Key[]], { error: m.invalidValue })
      .default(definition.defaults.sortBy as never),
    sortDir: z.enum(sortDirections, { error: m.invalidValue }).default(definition.defaults.sortDir),
  };
}

/** The sort a query asks for, the list's default filling what it leaves out. */
export function listSortOf<Key extends string>(
  definition: ListSortDefinition<Key>,
  query: { sortBy?: Key | undefined; sortDir?: SortDirection | undefined },
): ListSort<Key> {
  return {
    sortBy: query.sortBy ?? definition.defaults.sortBy,
    sortDir: query.sortDir ?? definition.defaults.sortDir,
  };
}
