import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes as calls, type NotificationPreferencesPatch } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

const preferencesKey = contractKey(calls.preferences, {});

/** Whether the same events also reach the person by SMS and e-mail (both off until chosen). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => call(calls.preferences, {}, { signal }),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationPreferencesPatch) => call(calls.updatePreferences, patch),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
