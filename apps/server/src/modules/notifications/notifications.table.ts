import type { NotificationKind, NotificationParams } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What concerns one person (issue 18): a call awaiting their approval, a document assigned to
 * them, a new lead, stock moved into their warehouse. The text is not stored: `kind` and `params`
 * (numbers and names) let the web write it in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The recipient. */
    userId: uuid().notNull(),
    kind: text().$type<NotificationKind>().notNull(),
    params: jsonb().$type<NotificationParams>().notNull().default({}),
    /** The back-office address that opens what it is about. */
    link: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The bell asks "this person's, newest first" every minute, and counts the unread: one index
    // for the list and a partial one that holds only the unread, so the count stays small to read.
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/**
 * The channels a person opted in to besides the bell. A person without a row has opted in to
 * none: SMS and e-mail go out only when asked for.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid().primaryKey(),
  sms: boolean().notNull().default(false),
  email: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
