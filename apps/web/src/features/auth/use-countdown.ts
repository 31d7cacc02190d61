import { useEffect, useState } from 'react';
import { secondsUntil } from '../../app/auth/session-timing';

/** Whole seconds left until `untilMs`, updated while it runs; 0 once passed or when null. */
export function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (untilMs === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= untilMs) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  return secondsUntil(untilMs, now);
}
