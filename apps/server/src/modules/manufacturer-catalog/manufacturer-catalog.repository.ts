import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import {
  type CatalogManufacturerRow,
  type CatalogModelRow,
  catalogManufacturers,
  catalogModels,
} from './manufacturer-catalog.table';

const manufacturers = catalogManufacturers;
const models = catalogModels;
/** Inserts go in slices so a large rebuild stays under PostgreSQL's parameter limit. */
const insertSlice = 1000;

// Drizzle leaves columns unqualified in a one-table select, so the correlated counts name theirs.
const modelCountOf =
  sql<number>`(select count(*) from catalog_models as counted where counted.manufacturer_id = ${manufacturers}.id and counted.parent_id is null)`.mapWith(
    Number,
  );
const subModelCountOf =
  sql<number>`(select count(*) from catalog_models as counted where counted.parent_id = ${models}.id)`.mapWith(
    Number,
  );
const byName = [asc(sql`lower(${manufacturers.name})`), asc(manufacturers.name)];

export type ManufacturerWithCount = CatalogManufacturerRow & { modelCount: number };

function slices<T>(list: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < list.length; start += insertSlice)
    result.push(list.slice(start, start + insertSlice));
  return result;
}

export const manufacturerCatalogRepository = {
  async page(
    db: Executor,
    search: string | undefined,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: ManufacturerWithCount[]; total: number }> {
    const pattern = search ? `%${escapeLike(search)}%` : undefined;
    const where = pattern
      ? or(
          ilike(manufacturers.name, pattern),
          sql`exists (select 1 from unnest(${manufacturers.aliases}) as alias where alias ilike ${pattern})`,
        )
      : undefined;
    const [rows, [counted]] = await Promise.all([
      db
        .select({ manufacturer: manufacturers, modelCount: modelCountOf })
        .from(manufacturers)
        .where(where)
        .orderBy(...byName)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(manufacturers).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row.manufacturer, modelCount: row.modelCount })),
      total: counted?.total ?? 0,
    };
  },

  async names(db: Executor): Promise<string[]> {
    const rows = await db
      .select({ name: manufacturers.name })
      .from(manufacturers)
      .orderBy(...byName);
    return rows.map((row) => row.name);
  },

  async withCount(db: Executor, id: string): Promise<ManufacturerWithCount | undefined> {
    const [row] = await db
      .select({ manufacturer: manufacturers, modelCount: modelCountOf })
      .from(manufacturers)
      .where(eq(manufacturers.id, id));
    return row && { ...row.manufacturer, modelCount: row.modelCount };
  },

  /** By name first, then by alias; both without regard to case. */
  async findByNameOrAlias(db: Executor, name: string): Promise<CatalogManufacturerRow | undefined> {
    const [row] = await db
      .select()
      .from(manufacturers)
      .where(
        or(
          sql`lower(${manufacturers.name}) = lower(${name})`,
          sql`exists (select 1 from unnest(${manufacturers.aliases}) as alias where lower(alias) = lower(${name}))`,
        ),
      )
      .orderBy(sql`lower(${manufacturers.name}) = lower(${name}) desc`)
      .limit(1);
    return row;
  },

  async findByNames(db: Executor, names: string[]): Promise<CatalogManufacturerRow[]> {
    if (names.length === 0) return [];
    return db
      .select()
      .from(manufacturers)
      .where(
        inArray(
          sql`lower(${manufacturers.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      )
      .for('update');
  },

  async all(db: Executor): Promise<CatalogManufacturerRow[]> {
    return db.select().from(manufacturers);
  },

  async insertManufacturer(db: Executor, name: string): Promise<CatalogManufacturerRow> {
    const [row] = await db.insert(manufacturers).values({ name }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Adds the names that are not there yet; answers how many were added. */
  async insertManufacturersIfMissing(db: Executor, names: string[]): Promise<number> {
    let added = 0;
    for (const slice of slices(names)) {
      const rows = await db
        .insert(manufacturers)
        .values(slice.map((name) => ({ name })))
        .onConflictDoNothing()
        .returning({ id: manufacturers.id });
      added += rows.length;
    }
    return added;
  },

  async setAliases(db: Executor, id: string, aliases: string[]) {
    await db.update(manufacturers).set({ aliases }).where(eq(manufacturers.id, id));
  },

  /** A model (`parentId` null) or a sub-model of `parentId`, by name without regard to case. */
  async findModel(
    db: Executor,
    manufacturerId: string,
    parentId: string | null,
    name: string,
  ): Promise<CatalogModelRow | undefined> {
    const [row] = await db
      .select()
      .from(models)
      .where(
        and(
          eq(models.manufacturerId, manufacturerId),
          parentId ? eq(models.parentId, parentId) : isNull(models.parentId),
          sql`lower(${models.name}) = lower(${name})`,
        ),
      )
      .limit(1);
    return row;
  },

  async insertModel(
    db: Executor,
    values: { manufacturerId: string; parentId: string | null; name: string },
  ): Promise<CatalogModelRow> {
    const [row] = await db.insert(models).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async topModelKeys(db: Executor): Promise<{ manufacturerId: string; name: string }[]> {
    return db
      .select({ manufacturerId: models.manufacturerId, name: models.name })
      .from(models)
      .where(isNull(models.parentId));
  },

  async insertModelsIfMissing(db: Executor, values: { manufacturerId: string; name: string }[]) {
    let added = 0;
    for (const slice of slices(values)) {
      const rows = await db.insert(models).values(slice).onConflictDoNothing().returning({ id: models.id });
      added += rows.length;
    }
    return added;
  },

  /** The models of a manufacturer with their sub-model counts, or the sub-models of a model. */
  async children(
    db: Executor,
    manufacturerId: string,
    parentId: string | null,
  ): Promise<{ name: string; subModelCount: number }[]> {
    return db
      .select({
        name: models.name,
        subModelCount: subModelCountOf,
      })
      .from(models)
      .where(
        and(
          eq(models.manufacturerId, manufacturerId),
          parentId ? eq(models.parentId, parentId) : isNull(models.parentId),
        ),
      )
      .orderBy(asc(sql`lower(${models.name})`), asc(models.name));
  },

  async countManufacturers(db: Executor): Promise<number> {
    const [row] = await db.select({ total: count() }).from(manufacturers);
    return row?.total ?? 0;
  },

  /** Models and sub-models. */
  async countModels(db: Executor): Promise<number> {
    const [row] = await db.select({ total: count() }).from(models);
    return row?.total ?? 0;
  },
};
