import {
  type AutocompleteQuery,
  autocompleteLimit,
  autocompleteMinLength,
  can,
  normalizeMachineNumber,
  type Permission,
} from '@tg/domain';
import { and, asc, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import { forbidden, unauthenticated } from '../../platform/http/errors';
import { catalogManufacturers, catalogModels } from '../catalog/catalog.table';
import { products } from '../products/products.table';
import { registryItems } from '../registry/registry.table';
import { warehouses } from '../warehouses/warehouses.table';

/** Who may ask each module for suggestions; the storefront's catalogue is open to everyone. */
const readPermission: Record<AutocompleteQuery['module'], Permission | null> = {
  catalog: null,
  products: 'products.read',
  gov: 'registry.read',
  warehouses: 'warehouses.read',
};

/**
 * Suggestions for the filter panels (spec 3 §7): up to ten distinct values that start with what
 * was typed. Registry names come from the manufacturer catalogue (built from the registry), so a
 * suggestion never scans millions of rows; plates and chassis use their prefix indexes.
 */
export function createAutocompleteService(db: Database) {
  async function distinctStarting(table: PgTable, column: PgColumn, typed: string, where?: SQL) {
    const rows = await db
      .selectDistinct({ value: sql<string>`${column}` })
      .from(table)
      .where(and(sql`${column} ilike ${`${escapeLike(typed)}%`}`, where))
      .orderBy(asc(sql`1`))
      .limit(autocompleteLimit);
    return rows.map((row) => row.value);
  }

  return {
    async suggest(caller: AccessClaims | null, query: AutocompleteQuery): Promise<string[]> {
      const permission = readPermission[query.module];
      if (permission) {
        if (!caller) throw unauthenticated();
        if (!can(caller.role, permission)) throw forbidden();
      }
      const typed = query.value.trim();
      if (typed.length < autocompleteMinLength) return [];
      const category = query.category || undefined;
      switch (query.module) {
        case 'catalog':
        case 'products': {
          const column = {
            name: products.name,
            catalogNumber: products.catalogNumber,
            manufacturer: products.manufacturer,
            model: products.model,
          }[query.field as 'name'];
          const visibleOnly = query.module === 'catalog' ? sql`${products.visibility}` : undefined;
          return distinctStarting(
            products,
            column,
            typed,
            and(
              isNull(products.deletedAt),
              visibleOnly,
              category ? sql`${products.category} = ${category}` : undefined,
            ),
          );
        }
        case 'gov': {
          if (query.field === 'plate' || query.field === 'chassis') {
            const column = query.field === 'plate' ? registryItems.plate : registryItems.chassis;
            const rows = await db
              .selectDistinct({ value: column })
              .from(registryItems)
              .where(sql`${column} like ${`${escapeLike(normalizeMachineNumber(typed))}%`}`)
              .orderBy(asc(column))
              .limit(autocompleteLimit);
            return rows.map((row) => row.value);
          }
          if (query.field === 'manufacturer')
            return distinctStarting(catalogManufacturers, catalogManufacturers.name, typed);
          return distinctStarting(catalogModels, catalogModels.name, typed);
        }
        case 'warehouses': {
          const column = query.field === 'owner' ? warehouses.owner : warehouses.name;
          return distinctStarting(warehouses, column, typed, isNull(warehouses.deletedAt));
        }
      }
    },
  };
}
export type AutocompleteService = ReturnType<typeof createAutocompleteService>;
