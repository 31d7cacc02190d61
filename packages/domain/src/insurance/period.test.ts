import { describe, expect, it } from 'vitest';
import {
  checkPeriod,
  clampEnd,
  defaultEndFor,
  endBounds,
  expiryIndicator,
  renewalPeriod,
  startBounds,
} from './period';

const today = '2026-03-15';

describe('insurance period: the subscription dates of spec 1 §5 and §9', () => {
  it('offers starts from today to two years ahead', () => {
    expect(startBounds(today)).toEqual({ min: '2026-03-15', max: '2028-03-15' });
  });

  it('proposes an end one year after the start', () => {
    expect(defaultEndFor('2026-03-15')).toBe('2027-03-15');
    expect(defaultEndFor('2026-12-31')).toBe('2027-12-31');
  });

  it('allows ends from the start to one year after it', () => {
    expect(endBounds('2026-03-15')).toEqual({ min: '2026-03-15', max: '2027-03-15' });
  });

  it.each([
    ['before the start', '2026-03-14', '2026-03-15'],
    ['on the start', '2026-03-15', '2026-03-15'],
    ['inside the year', '2026-09-01', '2026-09-01'],
    ['exactly one year on', '2027-03-15', '2027-03-15'],
    ['a day over a year', '2027-03-16', '2027-03-15'],
    ['years later', '2030-01-01', '2027-03-15'],
  ])('clamps an end %s', (_case, end, expected) => {
    expect(clampEnd('2026-03-15', end)).toBe(expected);
  });

  it('handles 29 February: a year on is 28 February, and a start on it is allowed', () => {
    expect(defaultEndFor('2028-02-29')).toBe('2029-02-28');
    expect(clampEnd('2028-02-29', '2029-03-01')).toBe('2029-02-28');
    expect(startBounds('2028-02-29')).toEqual({
      min: '2028-02-29',
      max: '2030-02-28',
    });
    expect(checkPeriod({ createdAt: '2028-02-29', expiredAt: '2029-02-28' }, '2028-02-01')).toEqual([]);
    expect(checkPeriod({ createdAt: '2028-02-29', expiredAt: '2029-03-01' }, '2028-02-01')).toEqual([
      { field: 'expiredAt', message: 'validation.periodTooLong' },
    ]);
  });
});

describe('insurance period: checkPeriod messages', () => {
  it.each([
    ['starts today for a year', '2026-03-15', '2027-03-15'],
    ['starts and ends the same day', '2026-03-15', '2026-03-15'],
    ['starts exactly two years ahead', '2028-03-15', '2029-03-15'],
  ])('accepts a period that %s', (_case, createdAt, expiredAt) => {
    expect(checkPeriod({ createdAt, expiredAt }, today)).toEqual([]);
  });

  it.each([
    [
      'a start that is not a date',
      'soon',
      '2027-03-15',
      [{ field: 'createdAt', message: 'validation.invalidDate' }],
    ],
    [
      'an impossible end',
      '2026-03-15',
      '2027-02-31',
      [{ field: 'expiredAt', message: 'validation.invalidDate' }],
    ],
    [
      'two dates in display form',
      '15/03/2026',
      '15/03/2027',
      [
        { field: 'createdAt', message: 'validation.invalidDate' },
        { field: 'expiredAt', message: 'validation.invalidDate' },
      ],
    ],
    [
      'a start yesterday',
      '2026-03-14',
      '2027-03-14',
      [{ field: 'createdAt', message: 'validation.startBeforeToday' }],
    ],
    [
      'a start a day past two years ahead',
      '2028-03-16',
      '2029-03-16',
      [{ field: 'createdAt', message: 'validation.startTooFar' }],
    ],
    [
      'an end before the start',
      '2026-04-01',
      '2026-03-31',
      [{ field: 'expiredAt', message: 'validation.endBeforeStart' }],
    ],
    [
      'an end a day over a year',
      '2026-03-15',
      '2027-03-16',
      [{ field: 'expiredAt', message: 'validation.periodTooLong' }],
    ],
    [
      'a past start and too long a period',
      '2026-01-01',
      '2027-06-01',
      [
        { field: 'createdAt', message: 'validation.startBeforeToday' },
        { field: 'expiredAt', message: 'validation.periodTooLong' },
      ],
    ],
  ])('refuses %s', (_case, createdAt, expiredAt, issues) => {
    expect(checkPeriod({ createdAt, expiredAt }, today)).toEqual(issues);
  });

  it('skips the start rules for imports (startRules: false), keeping the end rules', () => {
    const options = { startRules: false };
    expect(checkPeriod({ createdAt: '2025-06-01', expiredAt: '2026-06-01' }, today, options)).toEqual([]);
    expect(checkPeriod({ createdAt: '2030-06-01', expiredAt: '2031-06-01' }, today, options)).toEqual([]);
    expect(checkPeriod({ createdAt: '2025-06-01', expiredAt: '2026-06-02' }, today, options)).toEqual([
      { field: 'expiredAt', message: 'validation.periodTooLong' },
    ]);
    expect(checkPeriod({ createdAt: '2025-06-01', expiredAt: '2025-05-31' }, today, options)).toEqual([
      { field: 'expiredAt', message: 'validation.endBeforeStart' },
    ]);
    expect(checkPeriod({ createdAt: '2025-06-31', expiredAt: '2026-06-01' }, today, options)).toEqual([
      { field: 'createdAt', message: 'validation.invalidDate' },
    ]);
  });
});

describe('insurance period: renewal', () => {
  it('starts the day after the old end, for one year', () => {
    expect(renewalPeriod('2026-04-30', today)).toEqual({ startDate: '2026-05-01', endDate: '2027-05-01' });
  });

  it('starts tomorrow when the old subscription ends today', () => {
    expect(renewalPeriod('2026-03-15', today)).toEqual({ startDate: '2026-03-16', endDate: '2027-03-16' });
  });

  it('starts today when the old end has passed', () => {
    expect(renewalPeriod('2026-03-14', today)).toEqual({ startDate: '2026-03-15', endDate: '2027-03-15' });
    expect(renewalPeriod('2024-01-01', today)).toEqual({ startDate: '2026-03-15', endDate: '2027-03-15' });
  });

  it('renews across 29 February', () => {
    expect(renewalPeriod('2028-02-28', '2028-01-01')).toEqual({
      startDate: '2028-02-29',
      endDate: '2029-02-28',
    });
  });
});

describe('insurance period: expiry indicator (spec 1 §4, warning at 30 days)', () => {
  it.each([
    ['2026-03-14', -1, 'expired'],
    ['2025-03-15', -365, 'expired'],
    ['2026-03-15', 0, 'soon'],
    ['2026-04-14', 30, 'soon'],
    ['2026-04-15', 31, 'ok'],
    ['2027-03-15', 365, 'ok'],
  ] as const)('an end on %s is %i days away: %s', (expiredAt, days, level) => {
    expect(expiryIndicator(expiredAt, today)).toEqual({ days, level });
  });
});
