import { describe, expect, it } from 'vitest';
import {
  applyTransfer,
  defaultVatPercent,
  derivedPrices,
  fitListFromText,
  fitTextFromList,
  priceBeforeVat,
  roundToAgorot,
  supplierPriceOf,
} from './product-rules';

describe('products: the price rule (spec 3 §9, ADR 0035)', () => {
  it.each([
    [100, 30],
    [1250, 375],
    [99.99, 30],
    [10.01, 3],
    [0, 0],
  ])('price %s → supplier price %s (30 %%)', (price, supplierPrice) => {
    expect(supplierPriceOf(price)).toBe(supplierPrice);
    expect(derivedPrices(price, 18).supplierPrice).toBe(supplierPrice);
  });

  it('derives the price before VAT as price ÷ (1 + VAT), not 83 % of it', () => {
    expect(priceBeforeVat(1180, 18)).toBe(1000);
    expect(derivedPrices(1180, 18)).toEqual({ supplierPrice: 354, priceBeforeVat: 1000 });
    expect(priceBeforeVat(100, 18)).toBe(84.75);
    expect(priceBeforeVat(0, 18)).toBe(0);
    expect(defaultVatPercent).toBe(18);
  });

  it('follows the rate it is given: 17 %, none, fractional rates', () => {
    expect(priceBeforeVat(1170, 17)).toBe(1000);
    expect(priceBeforeVat(1180, 17)).toBe(1008.55);
    expect(priceBeforeVat(1180, 0)).toBe(1180);
    expect(priceBeforeVat(1000, 7.5)).toBe(930.23);
  });

  it('rounds the price before VAT to agorot, half away from zero', () => {
    // 1 ÷ 1.18 = 0.847457… → 0.85; 10 ÷ 1.18 = 8.474576… → 8.47; 2.36 ÷ 1.18 = 2 exactly.
    expect(priceBeforeVat(1, 18)).toBe(0.85);
    expect(priceBeforeVat(10, 18)).toBe(8.47);
    expect(priceBeforeVat(2.36, 18)).toBe(2);
    // 0.21 ÷ 1.05 = 0.2 exactly; 0.105 at 0 % is a half agora and goes up.
    expect(priceBeforeVat(0.21, 5)).toBe(0.2);
    expect(priceBeforeVat(0.105, 0)).toBe(0.11);
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
