import type { Policy } from '@tg/domain';

const emptyFiles: Policy['files'] = {
  images: { front: null, back: null, right: null, left: null },
  documents: { machineInsurance: null, machineLicense: null },
};

/** A subscription as the API answers it; tests override what they look at. */
export function samplePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    _id: '5f0c8a52-7d1e-4c3b-9a2f-1e2d3c4b5a60',
    policyNumber: 'PI-5F0C8A52',
    createdAt: '2026-12-01',
    expiredAt: '2027-11-30',
    status: 'pending',
    closeReason: '',
    notes: '',
    insurancePdf: null,
    pdfInsuranceUrl: null,
    groupId: null,
    isInsuranceCase: false,
    createdBy: { name: 'Noa Worker', userId: '0d4c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d', role: 'worker' },
    policyProduct: {
      _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      policyNumber: 'PP-1',
      policyName: 'Windows cover',
      policyPrice: 1250,
      policyType: 'Glass',
      deductible: 300,
      type: 'windows',
      link: 'https://files.example/terms.pdf',
    },
    machine: {
      vinNumber: 'JD6155M123456',
      machine: 'John Deere',
      model: '6155M',
      tractorNumber: '1234567',
      year: '2020',
      description: 'Tractor',
    },
    userType: 'individual',
    userInformation: {
      userType: 'individual',
      name: 'Dana Levi',
      userId: '123456782',
      email: 'dana@example.com',
      phoneNumber: '+972501234567',
      address: 'Herzl 1',
      city: 'Haifa',
      country: 'Israel',
      postalCode: '3100000',
      additionalInfo: '',
    },
    imageUrl: [],
    documents: { carLicense: null, carPolicy: null },
    files: emptyFiles,
    damageReport: null,
    renewedFrom: null,
    approvedAt: null,
    approvedBy: null,
    recordedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
