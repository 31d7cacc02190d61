import { useEffect } from 'react';
import { useNotify } from '../../app/notifications';

/** Says once per failure that something did not load (the page also shows a retry in place). */
export function useLoadErrorToast(
  query: { isError: boolean; errorUpdatedAt: number },
  message: string,
): void {
  const notify = useNotify();
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(message);
  }, [failedAt, message, notify]);
}
