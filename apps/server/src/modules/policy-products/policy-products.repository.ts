import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import { type PolicyProductRow, policyProducts } from './policy-products.table';

const living = (...conditions: (SQL | undefined)[]) => and(isNull(policyProducts.deletedAt), ...conditions);

export const policyProductsRepository = {
  /** A page in list order, each row with its position among all living products (its CSV type). */
  async page(
    db: Executor,
    filters: { type?: string; search?: string },
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: (PolicyProductRow & { position: number })[]; total: number }> {
    const search = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
    const where = and(
      filters.type ? eq(policyProducts.type, filters.type as PolicyProductRow['type']) : undefined,
      search
        ? or(
            ilike(policyProducts.name, search),
            ilike(policyProducts.serviceType, search),
            sql`${policyProducts.number}::text like ${`${escapeLike(filters.search ?? '')}%`}`,
          )
        : undefined,
    );
    const ranked = db
      .select({
        id: policyProducts.id,
        position: sql<number>`row_number() over (order by ${policyProducts.number})`
          .mapWith(Number)
          .as('position'),
      })
      .from(policyProducts)
      .where(living())
      .as('ranked');
    const [rows, [totals]] = await Promise.all([
      db
        .select({ product: policyProducts, position: ranked.position })
        .from(policyProducts)
        .innerJoin(ranked, eq(ranked.id, policyProducts.id))
        .where(where)
        .orderBy(asc(policyProducts.number))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(policyProducts).where(living(where)),
    ]);
    return {
      rows: rows.map((row) => ({ ...row.product, position: row.position })),
      total: totals?.total ?? 0,
    };
  },

  async findLiving(db: Executor, id: string, lock = false): Promise<PolicyProductRow | undefined> {
    const query = db
      .select()
      .from(policyProducts)
      .where(living(eq(policyProducts.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Living products in list order: CSV type n is the n-th. */
  async listInOrder(db: Executor, limit: number): Promise<PolicyProductRow[]> {
    return db.select().from(policyProducts).where(living()).orderBy(asc(policyProducts.number)).limit(limit);
  },

  async insert(db: Executor, values: typeof policyProducts.$inferInsert): Promise<PolicyProductRow> {
    const [row] = await db.insert(policyProducts).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof policyProducts.$inferInsert>) {
    const [row] = await db
      .update(policyProducts)
      .set({ ...values, updatedAt: new Date() })
      .where(living(eq(policyProducts.id, id)))
      .returning();
    return row;
  },

  async softDelete(db: Executor, id: string) {
    const [row] = await db
      .update(policyProducts)
      .set({ deletedAt: new Date() })
      .where(living(eq(policyProducts.id, id)))
      .returning();
    return row;
  },

  /** 1-based place in list order among living products. */
  async positionOf(db: Executor, number: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(policyProducts)
      .where(living(sql`${policyProducts.number} <= ${number}`));
    return row?.total ?? 0;
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ total: count() }).from(policyProducts).where(living());
    return row?.total ?? 0;
  },
};
