import { useCallback, useEffect, useRef, useState } from 'react';
import { activityEvents, inactivityPhase } from './session-timing';

const checkEveryMs = 1000;
/** Activity is shared between tabs, so working in one tab keeps the others signed in. */
const sharedActivityKey = 'tg.lastActivity';
const shareEveryMs = 5000;

function readSharedActivity(): number {
  try {
    return Number(localStorage.getItem(sharedActivityKey)) || 0;
  } catch {
    return 0;
  }
}

function shareActivity(at: number): void {
  try {
    localStorage.setItem(sharedActivityKey, String(at));
  } catch {
    // Storage may be full or blocked; this tab still counts its own activity.
  }
}

/**
 * Watches for activity while `enabled`. Returns the countdown seconds once the inactivity
 * timeout has passed (null before), and `keepAlive` for the dialog's continue button. While the
 * countdown runs, only `keepAlive` (or activity in another tab) resets the timer: moving the mouse
 * over the dialog does not.
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
    shareActivity(lastActivity.current);
    let sharedAt = lastActivity.current;
    warning.current = false;
    const onActivity = () => {
      if (warning.current) return;
      lastActivity.current = Date.now();
      if (lastActivity.current - sharedAt >= shareEveryMs) {
        sharedAt = lastActivity.current;
        shareActivity(sharedAt);
      }
    };
    for (const event of activityEvents) {
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    }
    const timer = window.setInterval(() => {
      const state = inactivityPhase(Math.max(lastActivity.current, readSharedActivity()), Date.now());
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
    shareActivity(lastActivity.current);
    warning.current = false;
    setSecondsLeft(null);
  }, []);

  return { secondsLeft, keepAlive };
}
