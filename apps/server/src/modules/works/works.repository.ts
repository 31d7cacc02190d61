import { and, asc, count, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import { type NewWorkRow, type WorkRow, workCatalogCounter, works } from './works.table';

const living = (...conditions: (SQL | undefined)[]) => and(isNull(works.deletedAt), ...conditions);

/** Catalogue order: numbers of the same length compare as numbers (1700009 before 1700010). */
const catalogueOrder = [asc(sql`length(${works.catalogNumber})`), asc(works.catalogNumber), asc(works.id)];

export const worksRepository = {
  /** A page of living works in catalogue order; `search` is a name anywhere or a number from its start. */
  async page(
    db: Executor,
    filters: { search?: string },
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: WorkRow[]; total: number }> {
    const where = living(
      filters.search
        ? or(
            ilike(works.name, `%${escapeLike(filters.search)}%`),
            like(works.catalogNumber, `${escapeLike(filters.search)}%`),
          )
        : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(works)
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(works).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async findLiving(db: Executor, id: string, lock = false): Promise<WorkRow | undefined> {
    const query = db
      .select()
      .from(works)
      .where(living(eq(works.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Works with these numbers, deleted ones included (a number belongs to its work for good). */
  async byCatalogNumbers(db: Executor, numbers: readonly string[]): Promise<WorkRow[]> {
    if (numbers.length === 0) return [];
    return db
      .select()
      .from(works)
      .where(inArray(works.catalogNumber, [...numbers]));
  },

  async numberTaken(db: Executor, catalogNumber: string): Promise<boolean> {
    const [row] = await db
      .select({ id: works.id })
      .from(works)
      .where(eq(works.catalogNumber, catalogNumber))
      .limit(1);
    return row !== undefined;
  },

  /** The number the next work will get, without taking it. */
  async nextNumber(db: Executor): Promise<number> {
    const [row] = await db.select({ next: workCatalogCounter.nextNumber }).from(workCatalogCounter);
    if (!row) throw new Error('the works counter row is missing (the works migration inserts it)');
    return row.next;
  },

  /** The next number, with the counter locked until the transaction ends: creates queue here. */
  async lockCounter(tx: Executor): Promise<number> {
    const [row] = await tx
      .select({ next: workCatalogCounter.nextNumber })
      .from(workCatalogCounter)
      .for('update');
    if (!row) throw new Error('the works counter is missing');
    return row.next;
  },

  async setCounter(tx: Executor, next: number): Promise<void> {
    await tx.update(workCatalogCounter).set({ nextNumber: next });
  },

  async insert(db: Executor, values: NewWorkRow): Promise<WorkRow> {
    const [row] = await db.insert(works).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(
    db: Executor,
    id: string,
    values: { name: string; price: number },
  ): Promise<WorkRow | undefined> {
    const [row] = await db
      .update(works)
      .set({ ...values, updatedAt: new Date() })
      .where(living(eq(works.id, id)))
      .returning();
    return row;
  },

  async softDelete(db: Executor, id: string): Promise<WorkRow | undefined> {
    const [row] = await db
      .update(works)
      .set({ deletedAt: new Date() })
      .where(living(eq(works.id, id)))
      .returning();
    return row;
  },
};
