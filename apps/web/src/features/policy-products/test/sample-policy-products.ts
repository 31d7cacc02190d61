import type { PolicyProduct } from '@tg/domain';

/** A saved service letter as the API answers it, for the policy-products feature's tests. */
export function samplePolicyProduct(overrides: Partial<PolicyProduct> = {}): PolicyProduct {
  return {
    _id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    policyNumber: '1001',
    policyName: 'מנוי חלונות שנתי',
    policyType: 'שירות בשטח',
    policyPrice: 1250,
    deductible: 300,
    type: 'windows',
    link: 'https://example.com/terms/windows.pdf',
    termsFile: null,
    csvType: 1,
    ...overrides,
  };
}

export const lightsProduct = samplePolicyProduct({
  _id: '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  policyNumber: '1002',
  policyName: 'מנוי פנסים ומראות',
  policyType: 'במוסך',
  policyPrice: 890.5,
  deductible: 150,
  type: 'lights',
  link: '',
  termsFile: {
    _id: '8c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
    url: '/api/files/signed/lights-terms.pdf',
    name: 'lights-terms.pdf',
    path: 'document/lights-terms.pdf',
    mimeType: 'application/pdf',
    size: 2048,
  },
  csvType: 2,
});
