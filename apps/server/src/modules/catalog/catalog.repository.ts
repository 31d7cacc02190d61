import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { productConditions, toTextArray } from '../products/products.repository';
import { productCategories, products } from '../products/products.table';
import { registryItems } from '../registry/registry.table';
import { warehouseStock, warehouses } from '../warehouses/warehouses.table';
import { catalogManufacturers } from './catalog.table';

/** A machine as the registry describes it. */
export interface RegistryVehicle {
  manufacturer: string;
  model: string;
  year: string;
  plate: string;
  chassis: string;
}

/** What fits a machine: its numbers listed on the product, or its manufacturer, model and year. */
export interface FitQuery {
  /** Normalised chassis and vehicle numbers. */
  keys: string[];
  /** Every name the manufacturer goes by (the catalogue's aliases), lower-cased. */
  manufacturerNames: string[];
  model?: string;
  year?: string;
  /** When the machine came from the registry, products without a model or years fit every one. */
  openEnded: boolean;
}

/** Nothing to match on matches nothing (never the whole catalogue). */
export function fitCondition(fit: FitQuery): SQL {
  const byNumber = fit.keys.length ? sql`${products.fitKeys} && ${toTextArray(fit.keys)}` : undefined;
  if (fit.manufacturerNames.length === 0) return byNumber ?? sql`false`;
  const modelMatches = fit.model
    ? fit.openEnded
      ? sql`lower(${products.model}) in ('', lower(${fit.model}))`
      : sql`lower(${products.model}) = lower(${fit.model})`
    : undefined;
  const yearMatches = fit.year
    ? fit.openEnded
      ? sql`(${products.years} = '{}'::text[] or ${products.years} @> array[${fit.year}]::text[])`
      : sql`${products.years} @> array[${fit.year}]::text[]`
    : undefined;
  const byMachine = and(
    sql`lower(${products.manufacturer}) in (${sql.join(
      fit.manufacturerNames.map((name) => sql`${name}`),
      sql`, `,
    )})`,
    modelMatches,
    yearMatches,
  );
  return (byNumber ? or(byNumber, byMachine) : byMachine) as SQL;
}

const storefront = (...conditions: (SQL | undefined)[]) =>
  and(productConditions({ visibility: true }), ...conditions);

export const catalogRepository = {
  /** The machine with this chassis or vehicle number, trying the number as each in turn. */
  async findVehicle(
    db: Executor,
    by: 'chassisNumber' | 'vehicleNumber',
    value: string,
  ): Promise<RegistryVehicle | undefined> {
    const column = by === 'chassisNumber' ? registryItems.chassis : registryItems.plate;
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
  },

  /** The manufacturer's own name and aliases (lower-cased) when the catalogue knows it under any of them. */
  async namesOf(db: Executor, manufacturer: string): Promise<string[]> {
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
  },

  /** One page of visible products; the count comes with the category counts (one pass less). */
  async page(db: Executor, where: SQL | undefined, { offset, limit }: { offset: number; limit: number }) {
    return db
      .select()
      .from(products)
      .where(storefront(where))
      .orderBy(asc(products.category), desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset(offset);
  },

  /** Visible products per category under a condition, with the category's Hebrew name. */
  async categoryCounts(db: Executor, where: SQL | undefined) {
    const counts = db
      .select({ category: products.category, total: count().as('total') })
      .from(products)
      .where(storefront(where))
      .groupBy(products.category)
      .as('counts');
    return db
      .select({
        category: productCategories.value,
        label: productCategories.name,
        productCount: sql<number>`coalesce(${counts.total}, 0)::int`,
      })
      .from(productCategories)
      .leftJoin(counts, eq(counts.category, productCategories.value))
      .orderBy(desc(productCategories.builtIn), asc(productCategories.prefix));
  },

  /** Catalogue numbers (of these) that some warehouse other than a supplier holds stock of. */
  async inStock(db: Executor, catalogNumbers: readonly string[]): Promise<Set<string>> {
    if (catalogNumbers.length === 0) return new Set();
    const rows = await db
      .select({ catalogNumber: warehouseStock.catalogNumber })
      .from(warehouseStock)
      .innerJoin(warehouses, eq(warehouses.id, warehouseStock.warehouseId))
      .where(
        and(
          inArray(warehouseStock.catalogNumber, [...catalogNumbers]),
          isNull(warehouses.deletedAt),
          sql`${warehouses.role} <> 'supplier'`,
        ),
      )
      .groupBy(warehouseStock.catalogNumber)
      .having(sql`sum(${warehouseStock.quantity}) > 0`);
    return new Set(rows.map((row) => row.catalogNumber));
  },

  async findVisible(db: Executor, id: string) {
    const [row] = await db
      .select()
      .from(products)
      .where(storefront(eq(products.id, id)));
    return row;
  },

  /** Distinct values of a product column among visible products, for the browser's dropdowns. */
  async distinctOf(db: Executor, column: 'manufacturer' | 'model', where: SQL | undefined) {
    const target = column === 'manufacturer' ? products.manufacturer : products.model;
    const rows = await db
      .selectDistinct({ value: target })
      .from(products)
      .where(storefront(sql`${target} <> ''`, where))
      .orderBy(asc(target));
    return rows.map((row) => row.value);
  },

  async yearsOf(db: Executor, where: SQL | undefined) {
    const rows = await db
      .selectDistinct({ year: sql<string>`unnest(${products.years})` })
      .from(products)
      .where(storefront(where))
      .orderBy(desc(sql`1`));
    return rows.map((row) => row.year);
  },
};
