import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type ServiceCallRow, serviceCalls } from './service-calls.table';

export const serviceCallsRepository = {
  async page(
    db: Executor,
    where: SQL | undefined,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: ServiceCallRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(serviceCalls)
        .where(where)
        .orderBy(desc(serviceCalls.createdAt), desc(serviceCalls.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(serviceCalls).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async findOne(db: Executor, where: SQL | undefined, lock = false): Promise<ServiceCallRow | undefined> {
    const query = db
      .select()
      .from(serviceCalls)
      .where(where)
      .orderBy(desc(serviceCalls.createdAt), desc(serviceCalls.id))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insert(db: Executor, values: typeof serviceCalls.$inferInsert): Promise<ServiceCallRow | undefined> {
    const [row] = await db
      .insert(serviceCalls)
      .values(values)
      .onConflictDoNothing({ target: serviceCalls.serviceCallNumber })
      .returning();
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof serviceCalls.$inferInsert>) {
    const [row] = await db
      .update(serviceCalls)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(serviceCalls.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  async counts(db: Executor, where: SQL | undefined, monthStart: Date) {
    const [row] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${serviceCalls.status} = 'pending')`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${serviceCalls.status} = 'active')`.mapWith(Number),
        thisMonth: sql<number>`count(*) filter (where ${serviceCalls.createdAt} >= ${monthStart})`.mapWith(
          Number,
        ),
      })
      .from(serviceCalls)
      .where(where);
    return row ?? { pending: 0, active: 0, thisMonth: 0 };
  },
};
