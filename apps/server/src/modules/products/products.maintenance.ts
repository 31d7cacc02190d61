import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { products } from './products.table';

type FitListName = 'chassisNumbers' | 'plates' | 'alternateCatalogNumbers' | 'chassisAdjustments' | 'fitKeys';

/**
 * What the admin's data-maintenance jobs over products (spec 3 §2.12, convertProductStructure
 * and removeProductArraysUtil) read and fix in this module's rows: the number lists a product
 * fits by. Reads are keyset pages (`id > last`), so a job never holds every product at once.
 */
export const productsForMaintenance = {
  countLiving: async (db: Executor) =>
    (await db.select({ total: count() }).from(products).where(isNull(products.deletedAt)))[0]?.total ?? 0,

  livingAfter: (db: Executor, last: string | null, limit: number) =>
    db
      .select({
        id: products.id,
        catalogNumber: products.catalogNumber,
        chassisNumbers: products.chassisNumbers,
        plates: products.plates,
        alternateCatalogNumbers: products.alternateCatalogNumbers,
        chassisAdjustments: products.chassisAdjustments,
        fitKeys: products.fitKeys,
      })
      .from(products)
      .where(and(isNull(products.deletedAt), last === null ? undefined : gt(products.id, last)))
      .orderBy(asc(products.id))
      .limit(limit),

  setFitLists: (db: Executor, id: string, lists: Partial<Record<FitListName, string[]>>) =>
    db
      .update(products)
      .set({ ...lists, updatedAt: new Date() })
      .where(eq(products.id, id)),
};
