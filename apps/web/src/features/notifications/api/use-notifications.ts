import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes as calls, type NotificationsList } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The bell asks again every minute and whenever the window comes back into focus. */
export const notificationsRefetchMs = 60_000;

const listKey = contractKey(calls.list, {});

/**
 * The caller's newest notifications (read and unread, at most 50) and how many are unread: one
 * small call serves both the badge and the panel.
 */
export function useNotifications() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => call(calls.list, {}, { signal }),
    refetchInterval: notificationsRefetchMs,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** Marks some (by ids) or all of the caller's notifications read; the list shows it at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[] | 'all') =>
      ids === 'all' ? call(calls.markAllRead, {}) : call(calls.markRead, { ids: [...ids] }),
    onMutate: (ids) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationsList>(listKey, (list) => {
        if (!list) return list;
        const marks = (id: string) => ids === 'all' || ids.includes(id);
        const items = list.items.map((item) =>
          marks(item._id) && !item.readAt ? { ...item, readAt: now } : item,
        );
        const newlyRead = list.items.filter((item) => marks(item._id) && !item.readAt).length;
        return { items, unread: Math.max(0, list.unread - newlyRead) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
