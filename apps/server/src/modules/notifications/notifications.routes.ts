import { notificationContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { NotificationsService } from './notifications.service';

/** The bell's calls (issue 18): the caller's own notifications and channel choices. */
export function notificationsRoutes(service: NotificationsService) {
  return contractRoutes([
    implement(calls.list, ({ caller, query }) => service.list(caller, query.unread === 'true')),
    implement(calls.markRead, ({ caller, body }) => service.markRead(caller, body.ids)),
    implement(calls.markAllRead, ({ caller }) => service.markAllRead(caller)),
    implement(calls.preferences, ({ caller }) => service.preferences(caller)),
    implement(calls.updatePreferences, ({ caller, body }) => service.updatePreferences(caller, body)),
  ]);
}
