import { describe, expect, it } from 'vitest';
import { cleanFitList, fitKeysOf, isMachineNumber, sameMembers } from './fit-lists';

describe('maintenance fit lists', () => {
  it('trims, drops empties and keeps the first of repeats, splitting values holding spaces', () => {
    expect(cleanFitList([' AB12 ', '', 'AB12', 'cd 34', '  '])).toEqual(['AB12', 'cd', '34']);
  });

  it('keys chassis and vehicle numbers without spaces or dashes, in capitals, once each', () => {
    expect(fitKeysOf(['ab-12', 'AB12'], ['12 345 67', ''])).toEqual(['AB12', '1234567']);
  });

  it('calls a value a machine number only with a digit and at least three characters', () => {
    expect(isMachineNumber('JD6R-123')).toBe(true);
    expect(isMachineNumber('123')).toBe(true);
    expect(isMachineNumber('12')).toBe(false);
    expect(isMachineNumber('ALL')).toBe(false);
    expect(isMachineNumber('-')).toBe(false);
    expect(isMachineNumber('1 - 2')).toBe(false);
  });

  it('compares search keys as sets', () => {
    expect(sameMembers(['A', 'B'], ['B', 'A'])).toBe(true);
    expect(sameMembers(['A'], ['A', 'B'])).toBe(false);
  });
});
