import { and, asc, count, eq, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type SavedFilterRow, savedFilters } from './saved-filters.table';

export const savedFiltersRepository = {
  /** The person's own filters of a screen and those their team shared, by name. */
  async visibleTo(
    db: Executor,
    person: { id: string; team: string | null },
    screen: string,
  ): Promise<SavedFilterRow[]> {
    const sharedWithTeam = person.team
      ? and(eq(savedFilters.shared, true), eq(savedFilters.team, person.team))
      : undefined;
    return db
      .select()
      .from(savedFilters)
      .where(and(eq(savedFilters.screen, screen), or(eq(savedFilters.ownerId, person.id), sharedWithTeam)))
      .orderBy(asc(savedFilters.name), asc(savedFilters.id));
  },

  async countOwned(db: Executor, ownerId: string, screen: string): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(savedFilters)
      .where(and(eq(savedFilters.ownerId, ownerId), eq(savedFilters.screen, screen)));
    return row?.total ?? 0;
  },

  async insert(db: Executor, values: typeof savedFilters.$inferInsert): Promise<SavedFilterRow> {
    const [row] = await db.insert(savedFilters).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Deletes the filter only if this person saved it; answers whether one was deleted. */
  async deleteOwned(db: Executor, id: string, ownerId: string): Promise<boolean> {
    const deleted = await db
      .delete(savedFilters)
      .where(and(eq(savedFilters.id, id), eq(savedFilters.ownerId, ownerId)))
      .returning({ id: savedFilters.id });
    return deleted.length > 0;
  },
};
