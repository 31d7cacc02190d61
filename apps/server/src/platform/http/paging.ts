import { totalPages } from '@tg/domain';

/** Builds the list answer of DESIGN §4 under the name the spec gives the items. */
export function pageOf<Name extends string, Item>(
  name: Name,
  items: Item[],
  total: number,
  limit: number,
): { [K in Name]: Item[] } & { total: number; totalPages: number } {
  return { [name]: items, total, totalPages: totalPages(total, limit) } as { [K in Name]: Item[] } & {
    total: number;
    totalPages: number;
  };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
