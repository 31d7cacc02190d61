import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type StoredFileRow, storedFiles } from './files.table';

export const filesRepository = {
  async insert(db: Executor, values: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
    const [row] = await db.insert(storedFiles).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findById(db: Executor, id: string): Promise<StoredFileRow | undefined> {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    return row;
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<StoredFileRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [...ids]))
      .for('update');
  },

  async listByOwner(db: Executor, entity: string, ownerIds: readonly string[]): Promise<StoredFileRow[]> {
    if (ownerIds.length === 0) return [];
    return db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerEntity, entity), inArray(storedFiles.ownerId, [...ownerIds])))
      .orderBy(asc(storedFiles.createdAt));
  },

  async setSize(db: Executor, id: string, size: { width: number; height: number }): Promise<void> {
    await db.update(storedFiles).set(size).where(eq(storedFiles.id, id));
  },

  async setOwner(db: Executor, ids: readonly string[], entity: string, ownerId: string): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(storedFiles)
      .set({ ownerEntity: entity, ownerId })
      .where(inArray(storedFiles.id, [...ids]));
  },

  /** Serialises one person's uploads until the transaction ends, so their quota check holds. */
  async lockUploader(tx: Executor, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
  },

  /** Bytes of the person's uploads that no record has adopted yet. */
  async unattachedBytesOf(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
      .from(storedFiles)
      .where(and(eq(storedFiles.uploadedBy, userId), isNull(storedFiles.ownerEntity)));
    return Number(row?.bytes ?? 0);
  },

  /**
   * Takes the cleanup's turn: false when another server process holds it (until its transaction
   * ends), so two instances never run the cleanup at once.
   */
  async tryLockCleanup(tx: Executor): Promise<boolean> {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended('stored-files:unattached-cleanup', 0)) as locked`,
    );
    return result.rows[0]?.locked === true;
  },

  /**
   * Deletes up to `limit` uploads no record adopted, created before `before`, oldest first. Rows an
   * attach is locking right now are skipped (it may be adopting them).
   */
  async deleteUnattachedBefore(tx: Executor, before: Date, limit: number): Promise<StoredFileRow[]> {
    const stale = tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(isNull(storedFiles.ownerEntity), lt(storedFiles.createdAt, before)))
      .orderBy(asc(storedFiles.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx.delete(storedFiles).where(inArray(storedFiles.id, stale)).returning();
  },

  async deleteByIds(db: Executor, ids: readonly string[]): Promise<StoredFileRow[]> {
    if (ids.length === 0) return [];
    return db
      .delete(storedFiles)
      .where(inArray(storedFiles.id, [...ids]))
      .returning();
  },
};
