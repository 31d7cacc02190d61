import { describe, expect, it } from 'vitest';
import {
  applyTransfer,
  derivedPrices,
  fitListFromText,
  fitTextFromList,
  roundToAgorot,
} from './product-rules';

describe('products: the price rule (spec 3 §9)', () => {
  it.each([
    [100, 30, 83],
    [1250, 375, 1037.5],
    [99.99, 30, 82.99],
    [10.01, 3, 8.31],
    [0, 0, 0],
  ])('price %s → supplier %s, before VAT %s', (price, supplierPrice, priceBeforeVat) => {
    expect(derivedPrices(price)).toEqual({ supplierPrice, priceBeforeVat });
  });

  it('rounds half away from zero without binary drift', () => {
    expect(roundToAgorot(1.005)).toBe(1.01);
    expect(roundToAgorot(2.675)).toBe(2.68);
    expect(roundToAgorot(-1.005)).toBe(-1.01);
  });
});

describe('products: vehicle-fit lists typed as text', () => {
  it('splits on any whitespace, drops empty parts and repeats', () => {
    expect(fitListFromText('  VIN1  VIN2\nVIN1\tVIN3 ')).toEqual([
      { value: 'VIN1' },
      { value: 'VIN2' },
      { value: 'VIN3' },
    ]);
    expect(fitListFromText('   ')).toEqual([]);
  });

  it('shows a stored list as the text it was typed as', () => {
    expect(fitTextFromList([{ value: '1234567' }, { value: '7654321' }])).toBe('1234567 7654321');
    expect(fitTextFromList(undefined)).toBe('');
    expect(fitListFromText(fitTextFromList([{ value: 'A' }, { value: 'B' }]))).toEqual([
      { value: 'A' },
      { value: 'B' },
    ]);
  });
});

describe('products: moving stock between warehouses', () => {
  const move = (quantity: number, fromQuantity = 5, allowNegative = false) =>
    applyTransfer({
      fromWarehouse: '2',
      toWarehouse: '3',
      fromQuantity,
      toQuantity: 1,
      quantity,
      allowNegative,
    });

  it('takes from one and adds to the other: the sum never changes', () => {
    const outcome = move(3);
    expect(outcome).toEqual({ ok: true, from: 2, to: 4 });
    if (outcome.ok) expect(outcome.from + outcome.to).toBe(5 + 1);
  });

  it('refuses to go below zero unless the person confirmed it', () => {
    expect(move(6)).toEqual({ ok: false, reason: 'insufficientStock' });
    expect(move(6, 5, true)).toEqual({ ok: true, from: -1, to: 7 });
    expect(move(5)).toEqual({ ok: true, from: 0, to: 6 });
  });

  it('refuses zero, negative, fractional and same-warehouse moves', () => {
    expect(move(0)).toEqual({ ok: false, reason: 'notPositive' });
    expect(move(-2)).toEqual({ ok: false, reason: 'notPositive' });
    expect(move(1.5)).toEqual({ ok: false, reason: 'notPositive' });
    expect(
      applyTransfer({ fromWarehouse: '2', toWarehouse: '2', fromQuantity: 5, toQuantity: 5, quantity: 1 }),
    ).toEqual({ ok: false, reason: 'sameWarehouse' });
  });
});
