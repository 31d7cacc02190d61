import { isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { distinctStartingWith } from '../../platform/db/prefix-suggestions';
import { warehouses } from './warehouses.table';

/**
 * The warehouses module's public read model: read-only queries other modules call, so they never
 * import its tables. (What they do with stock goes through `warehouseStock` in the service.)
 */

/** Up to ten names or owners of living warehouses starting with what was typed. */
export function warehouseSuggestions(
  db: Executor,
  field: 'name' | 'owner',
  typed: string,
): Promise<string[]> {
  const column = field === 'owner' ? warehouses.owner : warehouses.name;
  return distinctStartingWith(db, warehouses, column, typed, isNull(warehouses.deletedAt));
}
