import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small server-wide values every process must agree on (the generated signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
