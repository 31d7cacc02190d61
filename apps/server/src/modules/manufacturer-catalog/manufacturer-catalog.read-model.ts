import { or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { distinctStartingWith } from '../../platform/db/prefix-suggestions';
import { catalogManufacturers, catalogModels } from './manufacturer-catalog.table';

/**
 * The manufacturer catalogue's public read model: read-only queries other modules call (the
 * storefront's catalogue, suggestions), so they never import its tables. Each is one query.
 */

/**
 * Every name a manufacturer goes by, lower-cased: the name asked for, and the catalogue name and
 * aliases of each catalogue manufacturer known under it (by name or alias, without regard to case).
 */
export async function manufacturerSpellings(db: Executor, manufacturer: string): Promise<string[]> {
  const rows = await db
    .select({ name: catalogManufacturers.name, aliases: catalogManufacturers.aliases })
    .from(catalogManufacturers)
    .where(
      or(
        sql`lower(${catalogManufacturers.name}) = lower(${manufacturer})`,
        sql`exists (select 1 from unnest(${catalogManufacturers.aliases}) alias where lower(alias) = lower(${manufacturer}))`,
      ),
    );
  const names = new Set([manufacturer.toLowerCase()]);
  for (const row of rows) for (const name of [row.name, ...row.aliases]) names.add(name.toLowerCase());
  return [...names];
}

/** Up to ten catalogue manufacturer or model names starting with what was typed. */
export function catalogueNameSuggestions(
  db: Executor,
  field: 'manufacturer' | 'model',
  typed: string,
): Promise<string[]> {
  return field === 'manufacturer'
    ? distinctStartingWith(db, catalogManufacturers, catalogManufacturers.name, typed)
    : distinctStartingWith(db, catalogModels, catalogModels.name, typed);
}
