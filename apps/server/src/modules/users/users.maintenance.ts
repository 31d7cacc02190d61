import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { userMachines, users } from './users.table';

const after = (last: string | null, column: typeof users.id | typeof userMachines.id) =>
  last === null ? undefined : gt(column, last);

/**
 * What the admin's data-maintenance job over people (spec 3 §2.12, convertUserStructure) reads
 * and fixes in this module's rows. Reads are keyset pages (`id > last`), so a job over many rows
 * never holds them all; the job decides what to fix, logs it and keeps it in its transaction.
 */
export const peopleForMaintenance = {
  countLiving: async (db: Executor) =>
    (await db.select({ total: count() }).from(users).where(isNull(users.deletedAt)))[0]?.total ?? 0,

  livingAfter: (db: Executor, last: string | null, limit: number) =>
    db
      .select({ id: users.id, name: users.name, role: users.role, phoneNumber: users.phoneNumber })
      .from(users)
      .where(and(isNull(users.deletedAt), after(last, users.id)))
      .orderBy(asc(users.id))
      .limit(limit),

  setPhone: (db: Executor, id: string, phoneNumber: string) =>
    db.update(users).set({ phoneNumber, updatedAt: new Date() }).where(eq(users.id, id)),

  countMachines: async (db: Executor) =>
    (await db.select({ total: count() }).from(userMachines))[0]?.total ?? 0,

  /** Machines with their owner's name, which the job's report shows. */
  machinesAfter: (db: Executor, last: string | null, limit: number) =>
    db
      .select({
        id: userMachines.id,
        chassis: userMachines.chassis,
        plate: userMachines.plate,
        owner: users.name,
      })
      .from(userMachines)
      .innerJoin(users, eq(users.id, userMachines.userId))
      .where(after(last, userMachines.id))
      .orderBy(asc(userMachines.id))
      .limit(limit),

  setMachineNumbers: (db: Executor, id: string, numbers: { chassis: string; plate: string }) =>
    db.update(userMachines).set(numbers).where(eq(userMachines.id, id)),
};
