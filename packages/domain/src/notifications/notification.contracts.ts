import { defineContract } from '../common/contract';
import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
  notificationsListSchema,
  notificationsQuerySchema,
} from './notification.schema';

const base = '/api/notifications';
const tag = 'notifications';

/**
 * The bell (issue 18): every signed-in person reads and marks only their own notifications, and
 * chooses whether the same events also reach them by SMS or e-mail.
 */
export const notificationContracts = {
  list: defineContract({
    method: 'GET',
    path: base,
    access: 'notifications.read',
    tag,
    query: notificationsQuerySchema,
    response: notificationsListSchema,
  }),
  markRead: defineContract({
    method: 'POST',
    path: `${base}/markRead`,
    access: 'notifications.read',
    tag,
    body: markNotificationsReadSchema,
    response: markNotificationsReadResultSchema,
  }),
  markAllRead: defineContract({
    method: 'POST',
    path: `${base}/markAllRead`,
    access: 'notifications.read',
    tag,
    response: markNotificationsReadResultSchema,
  }),
  preferences: defineContract({
    method: 'GET',
    path: `${base}/preferences`,
    access: 'notifications.read',
    tag,
    response: notificationPreferencesSchema,
  }),
  updatePreferences: defineContract({
    method: 'PATCH',
    path: `${base}/preferences`,
    access: 'notifications.read',
    tag,
    body: notificationPreferencesPatchSchema,
    response: notificationPreferencesSchema,
  }),
};
