import { describe, expect, it } from 'vitest';
import { serviceCoverageIssues, serviceKindOf } from './service-kind';

const product = { _id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' };

describe('service kind (ADR 0030)', () => {
  it('calls a call with neither product nor insurance case paid service', () => {
    expect(serviceKindOf({ isInsuranceCase: false, policyProduct: null })).toBe('paid');
    expect(serviceKindOf({ isInsuranceCase: false, policyProduct: { _id: '' } })).toBe('paid');
  });

  it('calls a named product a subscription call, and an insurance case one with or without a product', () => {
    expect(serviceKindOf({ isInsuranceCase: false, policyProduct: product })).toBe('subscription');
    expect(serviceKindOf({ isInsuranceCase: true, policyProduct: null })).toBe('insuranceCase');
    expect(serviceKindOf({ isInsuranceCase: true, policyProduct: product })).toBe('insuranceCase');
  });

  it('asks for a product or paid service, and refuses both at once', () => {
    expect(serviceCoverageIssues({ isInsuranceCase: false, policyProduct: null })).toEqual({
      policyProduct: 'validation.productOrPaidRequired',
    });
    expect(serviceCoverageIssues({ isInsuranceCase: false, policyProduct: null, paidService: true })).toEqual(
      {},
    );
    expect(serviceCoverageIssues({ isInsuranceCase: false, policyProduct: product })).toEqual({});
    expect(
      serviceCoverageIssues({ isInsuranceCase: false, policyProduct: product, paidService: true }),
    ).toEqual({ policyProduct: 'validation.paidServiceWithProduct' });
    expect(serviceCoverageIssues({ isInsuranceCase: true, policyProduct: null })).toEqual({});
  });
});
