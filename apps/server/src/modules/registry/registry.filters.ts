import type { RegistryCategory } from '@tg/domain';
import { and, eq, like, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql-helpers';
import { registryItems } from './registry.table';

/**
 * What a registry list or option list is narrowed to, as plain values the service has already
 * cleaned (machine numbers normalized). A prefix that normalized to '' still narrows, as it did
 * when the condition was built from the typed term.
 */
export interface RegistryFilters {
  /** Undefined: every category. */
  category: RegistryCategory | undefined;
  chassisStartsWith?: string;
  plateStartsWith?: string;
  manufacturer?: string;
  model?: string;
  year?: string;
}

/** One lookup alternative by column: every field given must match exactly. */
export type RegistryMatch = Partial<
  Record<'id' | 'plate' | 'chassis' | 'manufacturer' | 'model' | 'year', string>
>;

const uuidLike = /^[0-9a-f-]{36}$/i;

export function registryConditions(filters: RegistryFilters): SQL | undefined {
  const { chassisStartsWith, plateStartsWith } = filters;
  return and(
    filters.category === undefined ? undefined : eq(registryItems.category, filters.category),
    chassisStartsWith !== undefined
      ? like(registryItems.chassis, `${escapeLike(chassisStartsWith)}%`)
      : undefined,
    plateStartsWith !== undefined ? like(registryItems.plate, `${escapeLike(plateStartsWith)}%`) : undefined,
    filters.manufacturer ? eq(registryItems.manufacturer, filters.manufacturer) : undefined,
    filters.model ? eq(registryItems.model, filters.model) : undefined,
    filters.year ? eq(registryItems.year, filters.year) : undefined,
  );
}

/** One alternative's condition; a value that cannot be an id (or an unknown field) matches nothing. */
export function matchCondition(match: RegistryMatch): SQL {
  const parts = Object.entries(match).map(([column, value = '']) => {
    switch (column) {
      case 'id':
        return uuidLike.test(value) ? eq(registryItems.id, value) : sql`false`;
      case 'plate':
      case 'chassis':
      case 'manufacturer':
      case 'model':
      case 'year':
        return eq(registryItems[column], value);
    }
    return sql`false`;
  });
  return and(...parts) ?? sql`false`;
}
