import { useCallback, useEffect, useRef, useState } from 'react';
import { activityEvents, inactivityPhase } from './session-timing';

const checkEveryMs = 1000;

/**
 * Watches for activity while `enabled`. Returns the countdown seconds once the inactivity
 * timeout has passed (null before), and `keepAlive` for the dialog's continue button. While the
 * countdown runs, only `keepAlive` resets the timer: moving the mouse over the dialog does not.
 */
export function useInactivity(enabled: boolean, onExpired: () => void) {
  const lastActivity = useRef(Date.now());
  const warning = useRef(false);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) {
      setSecondsLeft(null);
      return;
    }
    lastActivity.current = Date.now();
    warning.current = false;
    const onActivity = () => {
      if (!warning.current) lastActivity.current = Date.now();
    };
    for (const event of activityEvents) {
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    }
    const timer = window.setInterval(() => {
      const state = inactivityPhase(lastActivity.current, Date.now());
      if (state.phase === 'active') {
        warning.current = false;
        setSecondsLeft(null);
      } else if (state.phase === 'warning') {
        warning.current = true;
        setSecondsLeft(state.secondsLeft);
      } else {
        window.clearInterval(timer);
        warning.current = false;
        setSecondsLeft(null);
        expired.current();
      }
    }, checkEveryMs);
    return () => {
      window.clearInterval(timer);
      for (const event of activityEvents) {
        window.removeEventListener(event, onActivity, { capture: true });
      }
    };
  }, [enabled]);

  const keepAlive = useCallback(() => {
    lastActivity.current = Date.now();
    warning.current = false;
    setSecondsLeft(null);
  }, []);

  return { secondsLeft, keepAlive };
}
