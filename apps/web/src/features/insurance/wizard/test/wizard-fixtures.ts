import type { RegistryItem, User } from '@tg/domain';
import { vi } from 'vitest';
import type { SubscriptionProduct } from '../wizard-values';

/** Fixtures and a fetch stand-in for the wizard's tests. */

export const products: SubscriptionProduct[] = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    policyNumber: '1',
    policyName: 'Glass Basic',
    policyType: 'Mobile service',
    policyPrice: 1200,
    deductible: 300,
    type: 'windows',
    link: 'https://example.com/basic.pdf',
  },
  {
    _id: '22222222-2222-4222-8222-222222222222',
    policyNumber: '2',
    policyName: 'Lights Plus',
    policyType: 'At the garage',
    policyPrice: 800,
    deductible: 200,
    type: 'lights',
    link: 'https://example.com/lights.pdf',
  },
  {
    _id: '33333333-3333-4333-8333-333333333333',
    policyNumber: '3',
    policyName: 'Glass Premium',
    policyType: 'Mobile service',
    policyPrice: 2000,
    deductible: 150,
    type: 'windows',
    link: 'https://example.com/premium.pdf',
  },
];

export function registryItem(overrides: Partial<RegistryItem> = {}): RegistryItem {
  return {
    _id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    category: 'braidTools',
    mispar_rechev: '1234501',
    mispar_shilda: 'JD6155R0001',
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

export function customer(overrides: Partial<User> = {}): User {
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
    machines: [{ vinNumber: 'JD6155R0001', tractorNumber: '1234501' }],
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

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'No items found' } }, 404);

type Handler = (request: SentRequest) => Response | Promise<Response>;

/**
 * Answers the wizard's calls by "METHOD /api/path"; the catalogue answers the three products unless
 * told otherwise, and a lookup nobody answers finds nothing (404, as the server does).
 */
export function serve(handlers: Record<string, Handler> = {}): SentRequest[] {
  const requests: SentRequest[] = [];
  const routes: Record<string, Handler> = {
    'POST /api/insurance/policy-product/fetchPolicyProducts': () =>
      json({ policyProducts: products, total: products.length, totalPages: 1 }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const request: SentRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(request) : notFound();
    }),
  );
  return requests;
}
