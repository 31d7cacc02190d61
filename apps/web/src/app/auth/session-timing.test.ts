import { accessTokenLifetimeSeconds, sessionTiming } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import { inactivityPhase, secondsUntil, secondsUntilExpiry, shouldRefreshToken } from './session-timing';

const minute = 60_000;
const start = Date.parse('2025-03-01T10:00:00Z');

describe('auth session timing: inactivity (spec 1 §4)', () => {
  it('uses the spec constants: 15 minutes, then a 15-second countdown', () => {
    expect(sessionTiming.inactivityTimeoutSeconds).toBe(15 * 60);
    expect(sessionTiming.inactivityCountdownSeconds).toBe(15);
  });

  it('stays active for just under 15 minutes without activity', () => {
    expect(inactivityPhase(start, start)).toEqual({ phase: 'active' });
    expect(inactivityPhase(start, start + 15 * minute - 1)).toEqual({ phase: 'active' });
  });

  it('opens the 15-second countdown at exactly 15 minutes', () => {
    expect(inactivityPhase(start, start + 15 * minute)).toEqual({ phase: 'warning', secondsLeft: 15 });
  });

  it('counts the countdown down in whole seconds, rounding up', () => {
    expect(inactivityPhase(start, start + 15 * minute + 1)).toEqual({ phase: 'warning', secondsLeft: 15 });
    expect(inactivityPhase(start, start + 15 * minute + 1000)).toEqual({ phase: 'warning', secondsLeft: 14 });
    expect(inactivityPhase(start, start + 15 * minute + 14_500)).toEqual({
      phase: 'warning',
      secondsLeft: 1,
    });
  });

  it('expires when the countdown ends, also long after (a sleeping tab)', () => {
    expect(inactivityPhase(start, start + 15 * minute + 15_000)).toEqual({ phase: 'expired' });
    expect(inactivityPhase(start, start + 600 * minute)).toEqual({ phase: 'expired' });
  });

  it('starts over from the last activity (continuing resets the timer)', () => {
    const continuedAt = start + 15 * minute + 5000;
    expect(inactivityPhase(continuedAt, continuedAt + 14 * minute)).toEqual({ phase: 'active' });
  });
});

describe('auth session timing: token refresh (spec 1 §4)', () => {
  const expiresAt = new Date(start + accessTokenLifetimeSeconds * 1000).toISOString();

  it('uses the spec constants: check every 5 seconds, refresh with 300 seconds or less left', () => {
    expect(sessionTiming.tokenCheckIntervalSeconds).toBe(5);
    expect(sessionTiming.tokenRefreshBufferSeconds).toBe(300);
  });

  it('counts the seconds left until the expiry time', () => {
    expect(secondsUntilExpiry(expiresAt, start)).toBe(accessTokenLifetimeSeconds);
    expect(secondsUntilExpiry(expiresAt, start + 1500)).toBe(accessTokenLifetimeSeconds - 2);
  });

  it('treats a missing, unreadable or past expiry as 0 seconds left', () => {
    expect(secondsUntilExpiry(null, start)).toBe(0);
    expect(secondsUntilExpiry('not a date', start)).toBe(0);
    expect(secondsUntilExpiry(expiresAt, start + 10 * accessTokenLifetimeSeconds * 1000)).toBe(0);
  });

  it('does not refresh while more than 300 seconds remain', () => {
    expect(shouldRefreshToken(expiresAt, start)).toBe(false);
    const justBefore = Date.parse(expiresAt) - 301 * 1000;
    expect(shouldRefreshToken(expiresAt, justBefore)).toBe(false);
  });

  it('refreshes at 300 seconds left and below', () => {
    expect(shouldRefreshToken(expiresAt, Date.parse(expiresAt) - 300 * 1000)).toBe(true);
    expect(shouldRefreshToken(expiresAt, Date.parse(expiresAt) - 5 * 1000)).toBe(true);
    expect(shouldRefreshToken(expiresAt, Date.parse(expiresAt) + 5 * 1000)).toBe(true);
    expect(shouldRefreshToken(null, start)).toBe(true);
  });
});

describe('auth session timing: countdowns', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsUntil(start + 30_000, start)).toBe(30);
    expect(secondsUntil(start + 29_001, start)).toBe(30);
    expect(secondsUntil(start + 1, start)).toBe(1);
    expect(secondsUntil(start, start)).toBe(0);
    expect(secondsUntil(start - 5000, start)).toBe(0);
    expect(secondsUntil(null, start)).toBe(0);
  });
});
