import { describe, expect, it } from 'vitest';
import { formatShekels } from './money';

describe('money: shekels', () => {
  it.each([
    [1250, '₪1,250'],
    [3000, '₪3,000'],
    [1234567.5, '₪1,234,567.5'],
    [99.5, '₪99.5'],
    [890.456, '₪890.46'],
    [0, '₪0'],
    [-20, '-₪20'],
  ])('writes %d as %s', (amount, text) => {
    expect(formatShekels(amount)).toBe(text);
  });
});
