import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { registryItems } from './registry.table';

/** Plate or chassis holding anything but capitals and digits: the only rows normalising could change. */
const needsLook = or(
  sql`${registryItems.plate} !~ '^[A-Z0-9]*$'`,
  sql`${registryItems.chassis} !~ '^[A-Z0-9]*$'`,
);

/**
 * What the admin's data-maintenance job over the registry (spec 3 §2.12, convertGovStructure)
 * reads and fixes in this module's rows. Reads are keyset pages (`id > last`), so a job over
 * millions of rows never holds them all, and never locks more than one batch.
 */
export const registryForMaintenance = {
  count: async (db: Executor) => (await db.select({ total: count() }).from(registryItems))[0]?.total ?? 0,

  candidatesAfter: (db: Executor, last: string | null, limit: number) =>
    db
      .select({
        id: registryItems.id,
        category: registryItems.category,
        plate: registryItems.plate,
        chassis: registryItems.chassis,
      })
      .from(registryItems)
      .where(and(needsLook, last === null ? undefined : gt(registryItems.id, last)))
      .orderBy(asc(registryItems.id))
      .limit(limit),

  setNumbers: (db: Executor, id: string, numbers: { plate: string; chassis: string }) =>
    db
      .update(registryItems)
      .set({ ...numbers, updatedAt: new Date() })
      .where(eq(registryItems.id, id)),
};
