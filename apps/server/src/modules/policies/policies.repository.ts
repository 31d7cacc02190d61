import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type PolicyRow, policies } from './policies.table';

export const policiesRepository = {
  async page(
    db: Executor,
    where: SQL | undefined,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: PolicyRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(policies)
        .where(where)
        .orderBy(desc(policies.recordedAt), desc(policies.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(policies).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async list(db: Executor, where: SQL | undefined, limit: number): Promise<PolicyRow[]> {
    return db
      .select()
      .from(policies)
      .where(where)
      .orderBy(desc(policies.recordedAt), desc(policies.id))
      .limit(limit);
  },

  async findOne(db: Executor, where: SQL | undefined, lock = false): Promise<PolicyRow | undefined> {
    const query = db.select().from(policies).where(where).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Inserts unless the number is taken (a repeated UUID segment); undefined then. */
  async insert(db: Executor, values: typeof policies.$inferInsert): Promise<PolicyRow | undefined> {
    const [row] = await db
      .insert(policies)
      .values(values)
      .onConflictDoNothing({ target: policies.policyNumber })
      .returning();
    return row;
  },

  /** Inserts what it can; rows whose number is already taken are left out of the answer. */
  async insertManyIgnoringTaken(db: Executor, values: (typeof policies.$inferInsert)[]) {
    if (values.length === 0) return [];
    return db
      .insert(policies)
      .values(values)
      .onConflictDoNothing({ target: policies.policyNumber })
      .returning({ policyNumber: policies.policyNumber });
  },

  async update(db: Executor, id: string, values: Partial<typeof policies.$inferInsert>): Promise<PolicyRow> {
    const [row] = await db
      .update(policies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(policies.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  /** Counts by shown status for the dashboard: `ended` is active with an end before today. */
  async statusCounts(db: Executor, where: SQL | undefined, today: string, soon: string) {
    const [row] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${policies.status} = 'pending')`.mapWith(Number),
        active:
          sql<number>`count(*) filter (where ${policies.status} = 'active' and ${policies.endDate} >= ${today})`.mapWith(
            Number,
          ),
        ended:
          sql<number>`count(*) filter (where ${policies.status} = 'active' and ${policies.endDate} < ${today})`.mapWith(
            Number,
          ),
        cancelled: sql<number>`count(*) filter (where ${policies.status} = 'cancelled')`.mapWith(Number),
        endingSoon:
          sql<number>`count(*) filter (where ${policies.status} = 'active' and ${policies.endDate} >= ${today} and ${policies.endDate} <= ${soon})`.mapWith(
            Number,
          ),
      })
      .from(policies)
      .where(where);
    return row ?? { pending: 0, active: 0, ended: 0, cancelled: 0, endingSoon: 0 };
  },

  async createdPerMonth(db: Executor, where: SQL | undefined, since: Date) {
    const month = sql<string>`to_char(${policies.recordedAt} at time zone 'Asia/Jerusalem', 'YYYY-MM')`;
    return db
      .select({ month, count: count() })
      .from(policies)
      .where(and(where, gte(policies.recordedAt, since)))
      .groupBy(month);
  },

  async endingBetween(db: Executor, where: SQL | undefined, from: string, to: string, limit: number) {
    return db
      .select()
      .from(policies)
      .where(
        and(where, eq(policies.status, 'active'), gte(policies.endDate, from), lte(policies.endDate, to)),
      )
      .orderBy(policies.endDate)
      .limit(limit);
  },
};
