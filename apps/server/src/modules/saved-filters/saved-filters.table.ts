import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A list screen's filter a person saved under a name (issue 18). `query` is the screen's address
 * query as the address bar held it; `team` is who a shared filter reaches (`savedFilterTeamOf`),
 * fixed when it is saved.
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The person who saved it (a user; people are never hard-deleted, so no cascade is needed). */
    ownerId: uuid().notNull(),
    screen: text().notNull(),
    name: text().notNull(),
    query: text().notNull(),
    shared: boolean().notNull().default(false),
    team: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One name once per person and screen; the menu lists them by name.
    uniqueIndex('saved_filters_owner_screen_name_idx').on(table.ownerId, table.screen, table.name),
    // The team's shared filters of one screen.
    index('saved_filters_team_screen_idx')
      .on(table.team, table.screen)
      .where(sql`${table.shared}`),
  ],
);
export type SavedFilterRow = typeof savedFilters.$inferSelect;
