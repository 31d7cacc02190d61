import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
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
