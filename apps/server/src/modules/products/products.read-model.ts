import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { distinctStartingWith } from '../../platform/db/prefix-suggestions';
import { products } from './products.table';

/**
 * The products module's public read model: read-only pieces of its tables that other modules'
 * queries join or call, so they never import these tables and a join stays one query.
 */

/**
 * Living products' catalogue number, name and category, as a subquery to join on
 * `catalogNumber` (unique among living products). PostgreSQL folds a plain subquery like this
 * into the outer query, so the plan is the one a join of `products` itself would get.
 */
export function livingProductNames(db: Executor) {
  return db
    .select({ catalogNumber: products.catalogNumber, name: products.name, category: products.category })
    .from(products)
    .where(isNull(products.deletedAt))
    .as('living_products');
}

/** The name of the living product with this catalogue number, '' when none has it. */
export async function productNameOf(db: Executor, catalogNumber: string): Promise<string> {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.catalogNumber, catalogNumber), isNull(products.deletedAt)));
  return row?.name ?? '';
}

/** Living products of these manufacturer names (and models), compared in lower case. */
export async function productsOfMachines(
  db: Executor,
  manufacturerNames: string[],
  modelNames: string[] | undefined,
  limit: number,
) {
  const conditions: SQL[] = [
    inArray(
      sql`lower(${products.manufacturer})`,
      manufacturerNames.map((name) => name.toLowerCase()),
    ),
  ];
  if (modelNames)
    conditions.push(
      inArray(
        sql`lower(${products.model})`,
        modelNames.map((name) => name.toLowerCase()),
      ),
    );
  return db
    .select({
      id: products.id,
      catalogNumber: products.catalogNumber,
      name: products.name,
      category: products.category,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), ...conditions))
    .orderBy(asc(products.catalogNumber))
    .limit(limit);
}

/** Every distinct manufacturer/model pair of the living products. */
export async function productManufacturerModelPairs(
  db: Executor,
): Promise<{ manufacturer: string; model: string }[]> {
  return db
    .selectDistinct({ manufacturer: products.manufacturer, model: products.model })
    .from(products)
    .where(and(isNull(products.deletedAt), sql`${products.manufacturer} <> ''`));
}

export type ProductSuggestionField = 'name' | 'catalogNumber' | 'manufacturer' | 'model';

/**
 * Up to ten distinct values of a product field starting with what was typed, among living
 * products (only visible ones for the storefront), in a category when one is given.
 */
export function productSuggestions(
  db: Executor,
  field: ProductSuggestionField,
  typed: string,
  { visibleOnly, category }: { visibleOnly: boolean; category?: string },
): Promise<string[]> {
  const column = {
    name: products.name,
    catalogNumber: products.catalogNumber,
    manufacturer: products.manufacturer,
    model: products.model,
  }[field];
  return distinctStartingWith(
    db,
    products,
    column,
    typed,
    and(
      isNull(products.deletedAt),
      visibleOnly ? sql`${products.visibility}` : undefined,
      category ? sql`${products.category} = ${category}` : undefined,
    ),
  );
}
