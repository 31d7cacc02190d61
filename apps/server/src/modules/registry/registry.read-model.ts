import { autocompleteLimit, normalizeMachineNumber, registryCategories } from '@tg/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import { registryItems } from './registry.table';

/**
 * The registry module's public read model: read-only queries of the government registry that
 * other modules call (the storefront's vehicle lookup, the manufacturer catalogue, suggestions),
 * so they never import its tables. Each is one query.
 */

/** A machine as the registry describes it. */
export interface RegistryVehicle {
  manufacturer: string;
  model: string;
  year: string;
  plate: string;
  chassis: string;
}

/** The machine with this (normalised) chassis or plate number, if the registry has one. */
export async function registryVehicleBy(
  db: Executor,
  by: 'chassis' | 'plate',
  value: string,
): Promise<RegistryVehicle | undefined> {
  const column = by === 'chassis' ? registryItems.chassis : registryItems.plate;
  const [row] = await db
    .select({
      manufacturer: registryItems.manufacturer,
      model: registryItems.model,
      year: registryItems.year,
      plate: registryItems.plate,
      chassis: registryItems.chassis,
    })
    .from(registryItems)
    .where(eq(column, value))
    .limit(1);
  return row;
}

/** Up to ten plates or chassis numbers starting with what was typed, by their prefix indexes. */
export async function registryNumberSuggestions(
  db: Executor,
  field: 'plate' | 'chassis',
  typed: string,
): Promise<string[]> {
  const column = field === 'plate' ? registryItems.plate : registryItems.chassis;
  const rows = await db
    .selectDistinct({ value: column })
    .from(registryItems)
    .where(sql`${column} like ${`${escapeLike(normalizeMachineNumber(typed))}%`}`)
    .orderBy(asc(column))
    .limit(autocompleteLimit);
  return rows.map((row) => row.value);
}

export interface RegistryFacts {
  plates: string[];
  plateCount: number;
  chassisNumbers: string[];
  chassisCount: number;
  years: string[];
}

/**
 * Plates, chassis numbers and years of the registry rows of these manufacturer (and model)
 * spellings. The conditions are equalities on the leading columns of registry_options_idx, so
 * only the machine's own rows are read, once, into a materialised set the figures come from.
 */
export async function registryFacts(
  db: Executor,
  manufacturerSpellings: string[],
  modelSpellings: string[] | undefined,
  listLimit: number,
): Promise<RegistryFacts> {
  const where = and(
    inArray(registryItems.category, [...registryCategories]),
    inArray(registryItems.manufacturer, manufacturerSpellings),
    modelSpellings ? inArray(registryItems.model, modelSpellings) : undefined,
  );
  const result = await db.execute<{
    plate_count: number;
    chassis_count: number;
    plates: string[];
    chassis_numbers: string[];
    years: string[];
  }>(sql`
    with matched as materialized (
      select ${registryItems.plate} as plate, ${registryItems.chassis} as chassis, ${registryItems.year} as year
      from ${registryItems}
      where ${where}
    )
    select
      (select count(distinct plate) from matched where plate <> '')::int as plate_count,
      (select count(distinct chassis) from matched where chassis <> '')::int as chassis_count,
      array(select distinct plate from matched where plate <> '' order by plate limit ${listLimit}) as plates,
      array(select distinct chassis from matched where chassis <> '' order by chassis limit ${listLimit}) as chassis_numbers,
      array(select distinct year from matched where year <> '' order by year) as years
  `);
  const row = result.rows[0];
  return {
    plates: row?.plates ?? [],
    plateCount: Number(row?.plate_count ?? 0),
    chassisNumbers: row?.chassis_numbers ?? [],
    chassisCount: Number(row?.chassis_count ?? 0),
    years: row?.years ?? [],
  };
}

/** Every distinct manufacturer/model pair of the registry (an index-only walk of registry_options_idx). */
export async function registryManufacturerModelPairs(
  db: Executor,
): Promise<{ manufacturer: string; model: string }[]> {
  return db
    .selectDistinct({ manufacturer: registryItems.manufacturer, model: registryItems.model })
    .from(registryItems)
    .where(sql`${registryItems.manufacturer} <> ''`);
}
