import { describe, expect, it } from 'vitest';
import { hasOnlyPhoneCharacters, normalizePhone } from './phone';
import { formatLocalPhone } from './phone-format';

describe('phone: normalisation to +972', () => {
  it.each([
    ['0501234567', '+972501234567'],
    ['050-123-4567', '+972501234567'],
    ['050 123 4567', '+972501234567'],
    ['(050) 123.4567', '+972501234567'],
    ['972501234567', '+972501234567'],
    ['+972501234567', '+972501234567'],
    ['+972 50-123-4567', '+972501234567'],
    ['9720501234567', '+972501234567'],
    ['+9720501234567', '+972501234567'],
    ['00972501234567', '+972501234567'],
    ['  0501234567  ', '+972501234567'],
    ['031234567', '+97231234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '050-12a-4567', '12', '0501234567890123'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('allows only digits, dashes, plus, parentheses, dots and spaces', () => {
    expect(hasOnlyPhoneCharacters('+972 (50) 123-45.67')).toBe(true);
    expect(hasOnlyPhoneCharacters('050#1234567')).toBe(false);
    expect(hasOnlyPhoneCharacters('050_1234567')).toBe(false);
  });

  it('shows an Israeli number locally with its leading 0', () => {
    expect(formatLocalPhone('+972501234567')).toBe('0501234567');
    expect(formatLocalPhone('+14155550100')).toBe('+14155550100');
  });
});
