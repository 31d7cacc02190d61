import { sessionTiming } from '@tg/domain';
import { useEffect, useRef } from 'react';
import { session } from '../api-client';
import { shouldRefreshToken } from './session-timing';

/**
 * While signed in, checks the token every 5 seconds and renews it when 300 seconds or less
 * remain. A failed renewal stops the checks and calls `onFailed` once.
 */
export function useTokenRefresh(isAuthenticated: boolean, expiresAt: string | null, onFailed: () => void) {
  const expiry = useRef(expiresAt);
  expiry.current = expiresAt;
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (!isAuthenticated) return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      if (stopped || !shouldRefreshToken(expiry.current, Date.now())) return;
      const renewed = await session.refresh();
      if (!renewed && !stopped) {
        stopped = true;
        window.clearInterval(timer);
        failed.current();
      }
    }, sessionTiming.tokenCheckIntervalSeconds * 1000);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [isAuthenticated]);
}
