import type { Role } from '@tg/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import { type UserMachineRow, type UserRow, userMachines, users } from './users.table';

/** Conditions on a customer's machines, for searches and lookups. */
export const machineConditions = {
  chassisStartsWith: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.chassis} like ${`${escapeLike(value)}%`})`,
  plateStartsWith: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.plate} like ${`${escapeLike(value)}%`})`,
  chassisIs: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.chassis} = ${value})`,
  plateIs: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.plate} = ${value})`,
};

export const usersRepository = {
  async findActiveByPhoneAndRole(
    db: Executor,
    phoneNumber: string,
    role: Role,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.phoneNumber, phoneNumber), eq(users.role, role), isNull(users.deletedAt)))
      .limit(1);
    return row;
  },

  async findActiveByIdNumberAndRole(
    db: Executor,
    idNumber: string,
    role: Role,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.idNumber, idNumber), eq(users.role, role), isNull(users.deletedAt)))
      .limit(1);
    return row;
  },

  async findActiveById(db: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    return row;
  },

  async findOne(db: Executor, where: SQL | undefined, lock = false): Promise<UserRow | undefined> {
    const query = db.select().from(users).where(where).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async page(
    db: Executor,
    where: SQL | undefined,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async list(db: Executor, where: SQL | undefined, limit: number): Promise<UserRow[]> {
    return db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit);
  },

  async namesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  async machinesOf(db: Executor, userIds: readonly string[]): Promise<Map<string, UserMachineRow[]>> {
    const grouped = new Map<string, UserMachineRow[]>();
    if (userIds.length === 0) return grouped;
    const rows = await db
      .select()
      .from(userMachines)
      .where(inArray(userMachines.userId, [...userIds]))
      .orderBy(asc(userMachines.userId), asc(userMachines.position));
    for (const row of rows) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
    return grouped;
  },

  async replaceMachines(db: Executor, userId: string, machines: { chassis: string; plate: string }[]) {
    await db.delete(userMachines).where(eq(userMachines.userId, userId));
    if (machines.length === 0) return;
    await db
      .insert(userMachines)
      .values(machines.map((machine, position) => ({ userId, position, ...machine })));
  },

  async insert(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },
};
