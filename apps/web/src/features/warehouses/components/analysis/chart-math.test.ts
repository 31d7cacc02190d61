import { describe, expect, it } from 'vitest';
import { percentOf, pieSlices } from './chart-math';

describe('warehouses: chart figures', () => {
  it('gives shares with one decimal, 0 of an empty whole', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(3, 0)).toBe(0);
  });

  it('draws a slice per value, none for zero or negative, a full circle for a lone value', () => {
    const slices = pieSlices([30, 10, 0, -4]);
    expect(slices.map((slice) => slice.percent)).toEqual([75, 25, 0, 0]);
    expect(slices[0]?.path).toMatch(/ A 90 90 0 1 1 /);
    expect(slices[1]?.path).toMatch(/ A 90 90 0 0 1 /);
    expect(slices[2]?.path).toBe('');
    const [whole] = pieSlices([7]);
    expect(whole?.percent).toBe(100);
    expect(whole?.path).toMatch(/^M 100 10 A/);
  });
});
