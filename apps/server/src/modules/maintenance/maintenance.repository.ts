import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { products } from '../products/products.table';
import { registryItems } from '../registry/registry.table';
import { userMachines, users } from '../users/users.table';

/** Rows are read in key order, this many at a time, each batch in its own short transaction. */
export const maintenanceBatchSize = 1000;

const after = (column: PgColumn, last: string | null) => (last === null ? undefined : gt(column, last));

/** Plate or chassis holding anything but capitals and digits: the only rows normalising could change. */
const registryNeedsLook = or(
  sql`${registryItems.plate} !~ '^[A-Z0-9]*$'`,
  sql`${registryItems.chassis} !~ '^[A-Z0-9]*$'`,
);

/**
 * The reads and writes of the data-maintenance jobs. Every read is a keyset page (`id > last`),
 * so a job over millions of rows never holds them all, and never locks more than one batch.
 */
export const maintenanceRepository = {
  countLivingUsers: async (db: Executor) =>
    (await db.select({ total: count() }).from(users).where(isNull(users.deletedAt)))[0]?.total ?? 0,

  livingUsersAfter: (db: Executor, last: string | null) =>
    db
      .select({ id: users.id, name: users.name, role: users.role, phoneNumber: users.phoneNumber })
      .from(users)
      .where(and(isNull(users.deletedAt), after(users.id, last)))
      .orderBy(asc(users.id))
      .limit(maintenanceBatchSize),

  setUserPhone: (db: Executor, id: string, phoneNumber: string) =>
    db.update(users).set({ phoneNumber, updatedAt: new Date() }).where(eq(users.id, id)),

  countMachines: async (db: Executor) =>
    (await db.select({ total: count() }).from(userMachines))[0]?.total ?? 0,

  machinesAfter: (db: Executor, last: string | null) =>
    db
      .select({
        id: userMachines.id,
        vinNumber: userMachines.vinNumber,
        tractorNumber: userMachines.tractorNumber,
        owner: users.name,
      })
      .from(userMachines)
      .innerJoin(users, eq(users.id, userMachines.userId))
      .where(after(userMachines.id, last))
      .orderBy(asc(userMachines.id))
      .limit(maintenanceBatchSize),

  setMachineNumbers: (db: Executor, id: string, numbers: { vinNumber: string; tractorNumber: string }) =>
    db.update(userMachines).set(numbers).where(eq(userMachines.id, id)),

  countRegistry: async (db: Executor) =>
    (await db.select({ total: count() }).from(registryItems))[0]?.total ?? 0,

  registryCandidatesAfter: (db: Executor, last: string | null) =>
    db
      .select({
        id: registryItems.id,
        category: registryItems.category,
        plate: registryItems.plate,
        chassis: registryItems.chassis,
      })
      .from(registryItems)
      .where(and(registryNeedsLook, after(registryItems.id, last)))
      .orderBy(asc(registryItems.id))
      .limit(maintenanceBatchSize),

  setRegistryNumbers: (db: Executor, id: string, numbers: { plate: string; chassis: string }) =>
    db
      .update(registryItems)
      .set({ ...numbers, updatedAt: new Date() })
      .where(eq(registryItems.id, id)),

  countLivingProducts: async (db: Executor) =>
    (await db.select({ total: count() }).from(products).where(isNull(products.deletedAt)))[0]?.total ?? 0,

  livingProductsAfter: (db: Executor, last: string | null) =>
    db
      .select({
        id: products.id,
        catalogNumber: products.catalogNumber,
        vinNumbers: products.vinNumbers,
        tractorNumbers: products.tractorNumbers,
        alternateCatalogNumbers: products.alternateCatalogNumbers,
        vinNumberAdjustments: products.vinNumberAdjustments,
        fitKeys: products.fitKeys,
      })
      .from(products)
      .where(and(isNull(products.deletedAt), after(products.id, last)))
      .orderBy(asc(products.id))
      .limit(maintenanceBatchSize),

  setProductFitLists: (
    db: Executor,
    id: string,
    lists: Partial<
      Record<
        'vinNumbers' | 'tractorNumbers' | 'alternateCatalogNumbers' | 'vinNumberAdjustments' | 'fitKeys',
        string[]
      >
    >,
  ) =>
    db
      .update(products)
      .set({ ...lists, updatedAt: new Date() })
      .where(eq(products.id, id)),
};
