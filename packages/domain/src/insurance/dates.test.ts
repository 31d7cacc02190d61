import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  daysBetween,
  formatDisplayDate,
  isIsoDate,
  parseDisplayDate,
  todayIso,
} from './dates';

describe('insurance dates: calendar days without time zones', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
    ['', false],
  ])('isIsoDate(%s) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('takes today in Israel, whatever the machine zone', () => {
    // 22:30 UTC on 31 December is already 1 January in Jerusalem (UTC+2 in winter).
    expect(todayIso(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(todayIso(new Date('2025-12-31T21:30:00Z'))).toBe('2025-12-31');
  });

  it('adds years keeping the day, 29 February becoming 28 February in a common year', () => {
    expect(addYears('2026-03-15', 1)).toBe('2027-03-15');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
  });

  it('adds days across months, years and 29 February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days between two dates, negative when the second is earlier', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
    // Across the spring clock change in Israel: still whole days.
    expect(daysBetween('2026-03-20', '2026-03-30')).toBe(10);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
});

describe('insurance dates: shown DD/MM/YYYY (spec 1 §9)', () => {
  it('formats an ISO date for display', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDisplayDate('2028-02-29')).toBe('29/02/2028');
  });

  it('leaves anything that is not an ISO date as it is', () => {
    expect(formatDisplayDate('05/03/2026')).toBe('05/03/2026');
    expect(formatDisplayDate('')).toBe('');
  });

  it.each([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['5-3-2026', '2026-03-05'],
    ['31/12/2026', '2026-12-31'],
    ['29/02/2028', '2028-02-29'],
    ['2026-03-05', '2026-03-05'],
    [' 05/03/2026 ', '2026-03-05'],
  ])('reads %s as %s', (value, expected) => {
    expect(parseDisplayDate(value)).toBe(expected);
  });

  it.each([
    '31/02/2026',
    '29/02/2026',
    '32/01/2026',
    '01/13/2026',
    '00/01/2026',
    '2026-02-31',
    '05/03/26',
    '2026/03/05',
    '005/03/2026',
    'tomorrow',
    '',
  ])('refuses %s', (value) => {
    expect(parseDisplayDate(value)).toBeNull();
  });
});
