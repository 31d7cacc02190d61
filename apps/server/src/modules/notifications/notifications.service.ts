import {
  type MarkNotificationsReadResult,
  type NotificationItem,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  type NotificationsList,
  notificationsListLimit,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { notificationsRepository as repo } from './notifications.repository';
import type { NotificationRow } from './notifications.table';

function toItem(row: NotificationRow): NotificationItem {
  return {
    _id: row.id,
    kind: row.kind,
    params: row.params,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/**
 * The bell (issue 18). Each call reads and marks only the caller's own notifications: the
 * caller's id is the only scope, so another person's ids sent to markRead are ignored (ADR 0038).
 */
export function createNotificationsService(db: Database, now: () => Date = () => new Date()) {
  async function marked(userId: string, ids: readonly string[] | null): Promise<MarkNotificationsReadResult> {
    const updated = await repo.markRead(db, userId, ids, now());
    return { updated, unread: await repo.countUnread(db, userId) };
  }

  return {
    async list(caller: AccessClaims, unreadOnly: boolean): Promise<NotificationsList> {
      const [rows, unread] = await Promise.all([
        repo.list(db, caller.userId, unreadOnly, notificationsListLimit),
        repo.countUnread(db, caller.userId),
      ]);
      return { items: rows.map(toItem), unread };
    },

    markRead: (caller: AccessClaims, ids: readonly string[]) => marked(caller.userId, ids),

    markAllRead: (caller: AccessClaims) => marked(caller.userId, null),

    async preferences(caller: AccessClaims): Promise<NotificationPreferences> {
      const row = await repo.preferences(db, caller.userId);
      return { sms: row?.sms ?? false, email: row?.email ?? false };
    },

    /** Only the channels sent change; a person without a row starts from none. */
    async updatePreferences(
      caller: AccessClaims,
      patch: NotificationPreferencesPatch,
    ): Promise<NotificationPreferences> {
      const current = await this.preferences(caller);
      const row = await repo.savePreferences(db, caller.userId, { ...current, ...patch }, now());
      return { sms: row.sms, email: row.email };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
