import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../../insurance/test/sample-insurance';
import { isQuickCreateReady, type QuickCreateState } from './quick-create-rules';

const complete: QuickCreateState = {
  product: sampleProduct(),
  createdAt: '2030-01-01',
  expiredAt: '2031-01-01',
  machine: {
    vinNumber: '1L06155RKKK900123',
    tractorNumber: '1234501',
    machine: 'JOHN DEERE',
    model: '6155R',
    year: '2019',
  },
};

describe('agent-policies: quick-create button rule (spec 1 §2)', () => {
  it('is ready when product, dates, chassis and tractor number are all there', () => {
    expect(isQuickCreateReady(complete)).toBe(true);
  });

  it.each<[string, Partial<QuickCreateState>]>([
    ['no product', { product: undefined }],
    ['no product number', { product: sampleProduct({ policyNumber: '' }) }],
    ['no product name', { product: sampleProduct({ policyName: ' ' }) }],
    ['no price', { product: sampleProduct({ policyPrice: Number.NaN }) }],
    ['no type', { product: sampleProduct({ type: '' as 'windows' }) }],
    ['no deductible', { product: sampleProduct({ deductible: Number.NaN }) }],
    ['no start', { createdAt: '' }],
    ['no end', { expiredAt: '' }],
    ['no machine', { machine: null }],
    ['no chassis number', { machine: { ...complete.machine, vinNumber: '' } }],
    ['no tractor number', { machine: { ...complete.machine, tractorNumber: '' } }],
  ])('is not ready with %s', (_case, change) => {
    expect(isQuickCreateReady({ ...complete, ...change })).toBe(false);
  });

  it('takes a price or deductible of 0 as present', () => {
    expect(
      isQuickCreateReady({ ...complete, product: sampleProduct({ policyPrice: 0, deductible: 0 }) }),
    ).toBe(true);
  });
});
