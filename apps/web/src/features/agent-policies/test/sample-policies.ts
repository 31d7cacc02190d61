import type { Policy, PolicyProduct, RegistryItem, User } from '@tg/domain';

/** A subscription as the API answers it, for this feature's tests. */
export function samplePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    _id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    policyNumber: 'PI-0B9C8D7E',
    createdAt: '2025-01-01',
    expiredAt: '2099-12-31',
    status: 'active',
    closeReason: '',
    notes: '',
    insurancePdf: null,
    pdfInsuranceUrl: null,
    groupId: null,
    isInsuranceCase: false,
    createdBy: { name: 'Dana Levi', userId: '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40', role: 'agent' },
    policyProduct: {
      _id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      policyNumber: '1001',
      policyName: 'כיסוי שמשות',
      policyPrice: 1250,
      policyType: 'שירות בשטח',
      deductible: 300,
      type: 'windows',
      link: 'https://example.com/terms.pdf',
    },
    machine: {
      vinNumber: '1L06155RKKK900123',
      machine: 'JOHN DEERE',
      model: '6155R',
      tractorNumber: '1234501',
      year: '2019',
      description: 'טרקטור',
    },
    userType: 'individual',
    userInformation: {
      userType: 'individual',
      name: 'משה כהן',
      userId: '123456782',
      email: 'moshe@example.com',
      phoneNumber: '+972501234567',
      address: 'הרצל 1',
      city: 'חיפה',
      country: 'ישראל',
      postalCode: '3100001',
      additionalInfo: '',
    },
    imageUrl: [],
    documents: { carLicense: null, carPolicy: null },
    files: {
      images: { front: null, back: null, right: null, left: null },
      documents: { machineInsurance: null, machineLicense: null },
    },
    damageReport: null,
    renewedFrom: null,
    approvedAt: null,
    approvedBy: null,
    recordedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleProduct(overrides: Partial<PolicyProduct> = {}): PolicyProduct {
  return {
    _id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    policyNumber: '1001',
    policyName: 'כיסוי שמשות',
    policyType: 'שירות בשטח',
    policyPrice: 1250,
    deductible: 300,
    type: 'windows',
    link: 'https://example.com/terms.pdf',
    termsFile: null,
    csvType: 1,
    ...overrides,
  };
}

export function sampleRegistryMachine(overrides: Partial<RegistryItem> = {}): RegistryItem {
  return {
    _id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    category: 'braidTools',
    mispar_rechev: '1234501',
    mispar_shilda: '1L06155RKKK900123',
    tozeret_nm: 'JOHN DEERE',
    degem_nm: '6155R',
    shnat_yitzur: '2019',
    sug_tzama_nm: 'טרקטור',
    details: {},
    createdByGov: true,
    imageUrl: [],
    products: [],
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleCustomer(overrides: Partial<User> = {}): User {
  return {
    _id: '6e5f4a3b-2c1d-4e0f-9a8b-7c6d5e4f3a2b',
    role: 'customer',
    userType: 'individual',
    userInformation: {
      name: 'רונית אברהם',
      userId: '987654321',
      email: 'ronit@example.com',
      phoneNumber: '+972521112233',
      address: '',
      city: 'עפולה',
      country: 'ישראל',
      postalCode: '',
      additionalInfo: '',
    },
    docs: [],
    visibility: true,
    machines: [{ vinNumber: '1L06155RKKK900123', tractorNumber: '1234501' }],
    permissions: {} as User['permissions'],
    contacts: [],
    type: null,
    group: null,
    groupName: null,
    notes: [],
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
