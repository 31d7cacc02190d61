import { and, asc, eq, inArray } from 'drizzle-orm';
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

  async setOwner(db: Executor, ids: readonly string[], entity: string, ownerId: string): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(storedFiles)
      .set({ ownerEntity: entity, ownerId })
      .where(inArray(storedFiles.id, [...ids]));
  },

  async deleteByIds(db: Executor, ids: readonly string[]): Promise<StoredFileRow[]> {
    if (ids.length === 0) return [];
    return db
      .delete(storedFiles)
      .where(inArray(storedFiles.id, [...ids]))
      .returning();
  },
};
