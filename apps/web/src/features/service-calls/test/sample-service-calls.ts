import type { ServiceCall, ServiceCallsList } from '@tg/domain';

/** A service call as the API answers it, with overrides. */
export function sampleServiceCall(overrides: Partial<ServiceCall> = {}): ServiceCall {
  return {
    _id: '3f1b8c2e-5d4a-4e6f-9a7b-1c2d3e4f5a60',
    serviceCallNumber: 'SC-3F1B8C2E',
    createdAt: '07/03/2025',
    recordedAt: '2025-03-07T08:30:00.000Z',
    createdBy: { name: 'Avi Mizrahi', userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', role: 'agent' },
    status: 'pending',
    isInsuranceCase: false,
    closeReason: '',
    machine: {
      vinNumber: 'JD6155R0001',
      machine: 'John Deere',
      model: '6155R',
      tractorNumber: '1234567',
      year: '2019',
      description: 'טרקטור חקלאי',
    },
    userType: 'individual',
    userInformation: {
      userType: 'individual',
      name: 'Dana Levi',
      userId: '123456782',
      email: 'dana@example.com',
      phoneNumber: '+972501234567',
      address: 'הרצל 1',
      city: 'חיפה',
      country: 'ישראל',
      postalCode: '3100000',
      additionalInfo: '',
    },
    policyProduct: null,
    files: {
      images: { front: null, back: null, right: null, left: null },
      documents: { machineInsurance: null, machineLicense: null },
    },
    damageReport: null,
    incident: null,
    notes: '',
    groupId: null,
    approvedAt: null,
    approvedBy: null,
    ...overrides,
  };
}

export function serviceCallsPage(serviceCalls: ServiceCall[], total = serviceCalls.length): ServiceCallsList {
  return { serviceCalls, total, totalPages: Math.max(1, Math.ceil(total / 15)) };
}
