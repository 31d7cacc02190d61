import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { productConditions, toTextArray } from './products.repository';
import { type ProductRow, productCategories, products } from './products.table';

/**
 * The products the storefront shows, as the products module's public read model: the catalogue
 * module (spec 3 §2.11, §7) asks with a filter made of plain values and gets rows, so it neither
 * imports these tables nor builds conditions on their columns. Each answer is one query.
 */

export type { ProductRow };

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

/** Which visible products the storefront asks about; every part is optional. */
export interface StorefrontFilter {
  fit?: FitQuery;
  /** Catalogue number from its start, name anywhere, or an exact alternate number. */
  search?: string;
  category?: string;
}

/** Nothing to match on matches nothing (never the whole catalogue). */
function fitCondition(fit: FitQuery): SQL {
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

/** Living, visible and matching the filter. */
const visible = (filter: StorefrontFilter = {}, ...more: (SQL | undefined)[]) =>
  and(
    productConditions({ visibility: true, search: filter.search, category: filter.category }),
    filter.fit ? fitCondition(filter.fit) : undefined,
    ...more,
  );

/** One page of visible products, by category and then newest first. */
export function visibleProductsPage(
  db: Executor,
  filter: StorefrontFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(visible(filter))
    .orderBy(asc(products.category), desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
}

/** Every category with its Hebrew name and the count of visible products matching the filter. */
export function visibleCategoryCounts(db: Executor, filter: StorefrontFilter = {}) {
  const counts = db
    .select({ category: products.category, total: count().as('total') })
    .from(products)
    .where(visible(filter))
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
}

export async function findVisibleProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(visible({}, eq(products.id, id)));
  return row;
}

/** Distinct manufacturers or models of the visible products matching the filter, for the dropdowns. */
export async function visibleDistinct(
  db: Executor,
  column: 'manufacturer' | 'model',
  filter: StorefrontFilter,
): Promise<string[]> {
  const target = column === 'manufacturer' ? products.manufacturer : products.model;
  const rows = await db
    .selectDistinct({ value: target })
    .from(products)
    .where(visible(filter, sql`${target} <> ''`))
    .orderBy(asc(target));
  return rows.map((row) => row.value);
}

/** The years the visible products matching the filter are made for, newest first. */
export async function visibleYears(db: Executor, filter: StorefrontFilter): Promise<string[]> {
  const rows = await db
    .selectDistinct({ year: sql<string>`unnest(${products.years})` })
    .from(products)
    .where(visible(filter))
    .orderBy(desc(sql`1`));
  return rows.map((row) => row.year);
}
