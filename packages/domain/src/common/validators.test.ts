import { describe, expect, it } from 'vitest';
import { isUserId, validators } from './validators';

describe('validators: the common field validators of spec 3 §5', () => {
  it('text: no digits', () => {
    expect(validators.text('דני כהן')).toBe(true);
    expect(validators.text('Dani 2')).toBe(false);
  });

  it('number: digits only, empty allowed', () => {
    expect(validators.number('')).toBe(true);
    expect(validators.number('0123')).toBe(true);
    expect(validators.number('12a')).toBe(false);
    expect(validators.number('1.5')).toBe(false);
  });

  it('edit-year: digits separated by spaces', () => {
    expect(validators.editYear('2019 2020')).toBe(true);
    expect(validators.editYear('2019,2020')).toBe(false);
  });

  it('years-range: space-separated years from 1950 to next year', () => {
    const today = new Date(2026, 10, 22);
    expect(validators.yearsRange('1950 2024 2027', today)).toBe(true);
    expect(validators.yearsRange('1949', today)).toBe(false);
    expect(validators.yearsRange('2028', today)).toBe(false);
    expect(validators.yearsRange('2010 abc')).toBe(false);
  });

  it('email: something @ something . two or more', () => {
    expect(validators.email('office@glass.co.il')).toBe(true);
    expect(validators.email('office@glass.c')).toBe(false);
    expect(validators.email('office.glass.com')).toBe(false);
    expect(validators.email('a b@c.com')).toBe(false);
  });

  it('userIdLength: exactly 9 digits', () => {
    expect(validators.userIdLength('123456789')).toBe(true);
    expect(validators.userIdLength('12345678')).toBe(false);
    expect(validators.userIdLength('1234567890')).toBe(false);
  });

  it('minLength: at least 2 characters', () => {
    expect(validators.minLength('ab')).toBe(true);
    expect(validators.minLength(' a ')).toBe(false);
  });

  it('textAndNumber: Latin or Hebrew letters and digits only', () => {
    expect(validators.textAndNumber('abcאבג123')).toBe(true);
    expect(validators.textAndNumber('abc-1')).toBe(false);
    expect(validators.textAndNumber('مرحبا')).toBe(false);
  });

  it('user forms take an ID of 5 to 9 digits', () => {
    expect(isUserId('12345')).toBe(true);
    expect(isUserId('123456789')).toBe(true);
    expect(isUserId('1234')).toBe(false);
    expect(isUserId('1234567890')).toBe(false);
    expect(isUserId('12345a')).toBe(false);
  });
});
