import { todayIso } from '@tg/domain';
import { expect } from 'vitest';
import type { TestContext } from './test-app';

type Headers = Record<string, string>;

export const post = (ctx: TestContext, url: string, payload: object, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

let productCounter = 0;
export function productInput(overrides: Record<string, unknown> = {}) {
  productCounter += 1;
  return {
    policyName: `כיסוי שמשות ${productCounter}`,
    type: 'windows',
    policyType: 'שירות בשטח',
    policyPrice: 1250,
    deductible: 250,
    link: 'https://example.org/terms.pdf',
    ...overrides,
  };
}

export async function createProduct(
  ctx: TestContext,
  headers: Headers,
  overrides: Record<string, unknown> = {},
) {
  const response = await post(
    ctx,
    '/api/insurance/policy-product/createPolicy',
    productInput(overrides),
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; policyNumber: string; csvType: number | null };
}

export const machine = (overrides: Record<string, unknown> = {}) => ({
  vinNumber: 'JD6155M0001',
  tractorNumber: '12-345-67',
  machine: 'JOHN DEERE',
  model: '6155M',
  year: '2021',
  description: 'טרקטור',
  ...overrides,
});

export const insured = (overrides: Record<string, unknown> = {}) => ({
  userType: 'individual',
  name: 'ישראל ישראלי',
  userId: '123456782',
  phoneNumber: '050-1234567',
  email: 'israel@example.org',
  address: 'הרצל 1',
  city: 'חיפה',
  ...overrides,
});

export function policyInput(productId: string, overrides: Record<string, unknown> = {}, now = new Date()) {
  const today = todayIso(now);
  const end = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return {
    createdAt: today,
    expiredAt: end === `${Number(today.slice(0, 4)) + 1}-02-29` ? end.replace('29', '28') : end,
    policyProduct: { _id: productId },
    machine: machine(),
    userInformation: insured(),
    ...overrides,
  };
}

export async function createPolicy(
  ctx: TestContext,
  headers: Headers,
  productId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await post(
    ctx,
    '/api/insurance/subscriptions/createGeneralPolicy',
    { policy: policyInput(productId, overrides, ctx.clock.now) },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; policyNumber: string; status: string; expiredAt: string };
}

export function serviceCallInput(productId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    machine: machine(),
    userInformation: insured(),
    policyProduct: productId ? { _id: productId } : null,
    ...overrides,
  };
}
