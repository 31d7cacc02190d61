import type { ManagedRole, User } from '@tg/domain';

/** A saved record as the API answers it, for the users feature's tests. */
export function sampleUser(overrides: Partial<User> & { role?: ManagedRole } = {}): User {
  return {
    _id: '0b9d5f7e-3c0a-4d7e-9a52-6f1c2b3a4d5e',
    role: 'customer',
    userType: 'individual',
    userInformation: {
      name: 'Dana Levi',
      userId: '123456789',
      email: 'dana@example.com',
      phoneNumber: '+972501234567',
      address: 'Herzl 1',
      city: 'Haifa',
      country: 'ישראל',
      postalCode: '3100000',
      additionalInfo: '',
    },
    docs: [],
    visibility: true,
    machines: [{ vinNumber: 'JD6155R0001', tractorNumber: '1234567' }],
    permissions: { images: false, discounts: false, searchByVinNumber: false, fullProductDetails: false },
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
