import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/client';
import { type GeneralStatusRow, generalStatuses } from './general-statuses.table';

export const generalStatusesRepository = {
  /**
   * Serialises every change to the list until the transaction ends: two creates never read the
   * same count, two moves never interleave. The list is small and changed rarely, so one lock for
   * the whole list costs nothing and keeps positions gapless.
   */
  async lockList(tx: Transaction): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('general-statuses', 0))`);
  },

  async listOrdered(db: Executor): Promise<GeneralStatusRow[]> {
    return db
      .select()
      .from(generalStatuses)
      .orderBy(asc(generalStatuses.position), asc(generalStatuses.createdAt));
  },

  async findByName(db: Executor, name: string): Promise<GeneralStatusRow | undefined> {
    const [row] = await db.select().from(generalStatuses).where(eq(generalStatuses.name, name)).limit(1);
    return row;
  },

  async insert(tx: Transaction, values: { name: string; position: number }): Promise<GeneralStatusRow> {
    const [row] = await tx.insert(generalStatuses).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async rename(tx: Transaction, id: string, name: string): Promise<void> {
    await tx.update(generalStatuses).set({ name, updatedAt: new Date() }).where(eq(generalStatuses.id, id));
  },

  async remove(tx: Transaction, id: string): Promise<void> {
    await tx.delete(generalStatuses).where(eq(generalStatuses.id, id));
  },

  /**
   * Gives each listed status its new position. Positions are unique at every moment, so the rows
   * first go to their new place negated (no positive position is taken) and then flip to it.
   */
  async setPositions(tx: Transaction, changes: readonly { id: string; position: number }[]): Promise<void> {
    if (changes.length === 0) return;
    const cases = sql.join(
      changes.map((change) => sql`when ${change.id}::uuid then ${-change.position}::integer`),
      sql` `,
    );
    await tx
      .update(generalStatuses)
      .set({ position: sql`case ${generalStatuses.id} ${cases} end`, updatedAt: new Date() })
      .where(
        inArray(
          generalStatuses.id,
          changes.map((change) => change.id),
        ),
      );
    await tx
      .update(generalStatuses)
      .set({ position: sql`-${generalStatuses.position}` })
      .where(lt(generalStatuses.position, 0));
  },
};
