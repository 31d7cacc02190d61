import { type ListSort, type ManagedRole, type Role, type UsersSortKey, usersSort } from '@tg/domain';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset, keysetBatch } from '../../platform/db/keyset';
import { listOrder, type SortColumns } from '../../platform/db/list-order';
import { matchCondition, searchConditions, type UserMatch, type UserSearch } from './users.filters';
import { type Caller, living, visibleTo } from './users.scope';
import { type UserMachineRow, type UserRow, userMachines, users } from './users.table';

/** What each sortable column of the users lists orders by. */
const sortColumns: SortColumns<UsersSortKey> = {
  createdAt: users.createdAt,
  userId: users.idNumber,
  name: users.name,
  phone: users.phoneNumber,
  email: users.email,
};

/** The living people of a role that the caller may see, narrowed: one clause for pages and exports. */
const listWhere = (caller: Caller, role: ManagedRole, search: UserSearch) =>
  living(eq(users.role, role), visibleTo(caller), ...searchConditions(search));

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

  /** A living account with this phone in any of the roles (the first found). */
  async findActiveByPhoneInRoles(
    db: Executor,
    phoneNumber: string,
    roles: readonly Role[],
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(
        and(eq(users.phoneNumber, phoneNumber), inArray(users.role, [...roles]), isNull(users.deletedAt)),
      )
      .limit(1);
    return row;
  },

  /** The living agents of a group (a company's), newest first. */
  async activeAgentsOf(db: Executor, groupId: string, limit: number): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(and(eq(users.groupId, groupId), eq(users.role, 'agent'), isNull(users.deletedAt)))
      .orderBy(desc(users.createdAt))
      .limit(limit);
  },

  async findActiveById(db: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    return row;
  },

  async findActiveByIds(db: Executor, ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  },

  /** The living record if the caller may see it; `lock` holds it until the transaction ends. */
  async findVisible(db: Executor, caller: Caller, id: string, lock = false): Promise<UserRow | undefined> {
    const query = db
      .select()
      .from(users)
      .where(living(eq(users.id, id), visibleTo(caller)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** A page of the living people of a role that the caller may see, narrowed by the search. */
  async page(
    db: Executor,
    caller: Caller,
    role: ManagedRole,
    search: UserSearch,
    {
      offset,
      limit,
      sort = usersSort.defaults,
    }: { offset: number; limit: number; sort?: ListSort<UsersSortKey> },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const where = listWhere(caller, role, search);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...listOrder(sortColumns, sort, users.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /** The list's rows after a cursor, in the list's order, without a count (an export's batches). */
  async batchAfter(
    db: Executor,
    caller: Caller,
    role: ManagedRole,
    search: UserSearch,
    {
      after,
      limit,
      sort = usersSort.defaults,
    }: { after?: KeysetCursor; limit: number; sort?: ListSort<UsersSortKey> },
  ): Promise<KeysetBatch<UserRow>> {
    const read = keyset(sortColumns, sort, users.id, after);
    const selected = await db
      .select({ row: getTableColumns(users), ...read.cursorColumns })
      .from(users)
      .where(and(listWhere(caller, role, search), read.after))
      .orderBy(...read.order)
      .limit(limit);
    return keysetBatch(selected, limit);
  },

  /** The living people of a role that the caller may see and that match any alternative. */
  async lookup(
    db: Executor,
    caller: Caller,
    role: ManagedRole,
    alternatives: readonly UserMatch[],
    limit: number,
  ): Promise<UserRow[]> {
    const where = living(eq(users.role, role), visibleTo(caller), or(...alternatives.map(matchCondition)));
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
