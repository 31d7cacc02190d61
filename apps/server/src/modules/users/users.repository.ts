import type { Role } from '@tg/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type UserRow, users } from './users.table';

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

  async findActiveById(db: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    return row;
  },

  async insert(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
};
