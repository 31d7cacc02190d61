import type { Role } from '@tg/domain';
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { livingContacts } from '../users/users.read-model';
import {
  type NewNotificationRow,
  type NotificationPreferencesRow,
  type NotificationRow,
  notificationPreferences,
  notifications,
} from './notifications.table';

/** Who an event concerns: named people, and/or everyone holding one of the roles (by name, if given). */
export interface RecipientQuery {
  userIds?: readonly string[];
  roles?: readonly Role[];
  /** Narrows `roles` to people of this name (a warehouse names its keeper, spec 3 §3). */
  named?: string;
  /** The person who acted: never told of their own action. */
  except?: string;
}

export interface Recipient {
  id: string;
  phoneNumber: string;
  email: string | null;
  /** Opted in to the same events by SMS. */
  bySms: boolean;
  /** Opted in to the same events by e-mail (sent only when the person has an address). */
  byEmail: boolean;
}

/** Names compare as people type them: spaces trimmed and collapsed, case ignored (as the web does). */
const normalName = (value: unknown) => sql`lower(regexp_replace(btrim(${value}), '\\s+', ' ', 'g'))`;

export const notificationsRepository = {
  /** The living recipients with the channels each opted in to (none without a preferences row). */
  async recipients(db: Executor, query: RecipientQuery): Promise<Recipient[]> {
    const people = livingContacts(db);
    const byId = query.userIds?.length ? inArray(people.id, [...query.userIds]) : undefined;
    const byRole = query.roles?.length
      ? and(
          inArray(people.role, [...query.roles]),
          query.named !== undefined
            ? sql`${normalName(people.name)} = ${normalName(sql`${query.named}::text`)}`
            : undefined,
        )
      : undefined;
    if (!byId && !byRole) return [];
    const rows = await db
      .select({
        id: people.id,
        phoneNumber: people.phoneNumber,
        email: people.email,
        sms: notificationPreferences.sms,
        emailOptIn: notificationPreferences.email,
      })
      .from(people)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, people.id))
      .where(and(or(byId, byRole), query.except ? ne(people.id, query.except) : undefined));
    return rows.map((row) => ({
      id: row.id,
      phoneNumber: row.phoneNumber,
      email: row.email,
      bySms: row.sms ?? false,
      byEmail: row.emailOptIn ?? false,
    }));
  },

  async insertMany(db: Executor, values: NewNotificationRow[]): Promise<void> {
    if (values.length === 0) return;
    await db.insert(notifications).values(values);
  },

  /** Newest first; the unread ones only when asked. Served by notifications_user_created_idx. */
  async list(db: Executor, userId: string, unreadOnly: boolean, limit: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  /** Served by the partial notifications_user_unread_idx. */
  async countUnread(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.total ?? 0;
  },

  /** Marks the person's own unread ones among `ids` (all of them without ids); others' are untouched. */
  async markRead(db: Executor, userId: string, ids: readonly string[] | null, at: Date): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, [...ids]) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },

  async preferences(db: Executor, userId: string): Promise<NotificationPreferencesRow | undefined> {
    const [row] = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .limit(1);
    return row;
  },

  async savePreferences(
    db: Executor,
    userId: string,
    values: { sms: boolean; email: boolean },
    at: Date,
  ): Promise<NotificationPreferencesRow> {
    const [row] = await db
      .insert(notificationPreferences)
      .values({ userId, ...values, updatedAt: at })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...values, updatedAt: at },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },
};
