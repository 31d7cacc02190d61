import { sessionTiming } from '@tg/domain';

/** What the inactivity watcher should show at a given moment. */
export type InactivityPhase =
  | { phase: 'active' }
  | { phase: 'warning'; secondsLeft: number }
  | { phase: 'expired' };

/** Events that count as someone using the app (spec 1 §4: pointer, key, touch, scroll). */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
] as const;

/**
 * Where an idle session stands: active until the inactivity timeout, then a countdown, then
 * expired. Computed from timestamps rather than counted ticks, so a throttled background tab
 * still signs out on time.
 */
export function inactivityPhase(
  lastActivityMs: number,
  nowMs: number,
  timing: Pick<
    typeof sessionTiming,
    'inactivityTimeoutSeconds' | 'inactivityCountdownSeconds'
  > = sessionTiming,
): InactivityPhase {
  const idleMs = nowMs - lastActivityMs;
  const timeoutMs = timing.inactivityTimeoutSeconds * 1000;
  if (idleMs < timeoutMs) return { phase: 'active' };
  const leftMs = timeoutMs + timing.inactivityCountdownSeconds * 1000 - idleMs;
  if (leftMs <= 0) return { phase: 'expired' };
  return { phase: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
}

/** Whole seconds until the access token stops working; 0 when the time is unknown or past. */
export function secondsUntilExpiry(expiresAt: string | null, nowMs: number): number {
  const expiresMs = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isNaN(expiresMs)) return 0;
  return Math.max(0, Math.floor((expiresMs - nowMs) / 1000));
}

/** Renew once the buffer (300 seconds) or less remains. An unknown expiry is renewed at once. */
export function shouldRefreshToken(
  expiresAt: string | null,
  nowMs: number,
  bufferSeconds: number = sessionTiming.tokenRefreshBufferSeconds,
): boolean {
  return secondsUntilExpiry(expiresAt, nowMs) <= bufferSeconds;
}

/** Whole seconds left until a moment, never negative (resend countdowns and the like). */
export function secondsUntil(untilMs: number | null, nowMs: number): number {
  if (untilMs === null) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}
