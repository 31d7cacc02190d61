import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import { type NewSpecialOtpNumber, type SpecialOtpNumberRow, specialOtpNumbers } from './special-users.table';

export const specialUsersRepository = {
  async page(
    db: Executor,
    { offset, limit, name }: { offset: number; limit: number; name?: string },
  ): Promise<{ rows: SpecialOtpNumberRow[]; total: number }> {
    const where = name ? ilike(specialOtpNumbers.name, `%${escapeLike(name)}%`) : undefined;
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(specialOtpNumbers)
        .where(where)
        .orderBy(desc(specialOtpNumbers.createdAt), desc(specialOtpNumbers.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(specialOtpNumbers).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async findByPhone(db: Executor, phone: string) {
    const [row] = await db
      .select()
      .from(specialOtpNumbers)
      .where(eq(specialOtpNumbers.phone, phone))
      .limit(1);
    return row;
  },

  /** Returns undefined when the phone is already taken (the unique index decides, not a prior read). */
  async insert(db: Executor, values: NewSpecialOtpNumber) {
    const [row] = await db.insert(specialOtpNumbers).values(values).onConflictDoNothing().returning();
    return row;
  },

  async findByIdForUpdate(db: Executor, id: string) {
    const [row] = await db
      .select()
      .from(specialOtpNumbers)
      .where(eq(specialOtpNumbers.id, id))
      .limit(1)
      .for('update');
    return row;
  },

  async update(
    db: Executor,
    id: string,
    values: Partial<Pick<NewSpecialOtpNumber, 'codeSalt' | 'codeHash' | 'roles' | 'allowStaffPhone'>>,
  ) {
    const [row] = await db
      .update(specialOtpNumbers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(specialOtpNumbers.id, id))
      .returning();
    return row;
  },

  async delete(db: Executor, id: string) {
    const [row] = await db.delete(specialOtpNumbers).where(eq(specialOtpNumbers.id, id)).returning();
    return row;
  },
};
