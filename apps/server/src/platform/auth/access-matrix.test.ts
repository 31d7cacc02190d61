import { type Permission, type Role, roles, rolesWith } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Every protected call × every role: the roles of the permission get through, the others get 403,
 * and nobody without a token gets past 401. Each module adds its calls here.
 */
const missingId = '00000000-0000-4000-8000-000000000000';
const calls: {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  payload?: object;
  allowed: Permission | 'signedIn';
  /** Answers that also mean "let in" for this call (a validation failure after the role check). */
  passed?: number[];
}[] = [
  {
    method: 'POST',
    url: '/api/insurance/policy-product/fetchPolicyProducts',
    payload: {},
    allowed: 'policyProducts.read',
  },
  {
    method: 'POST',
    url: '/api/insurance/policy-product/createPolicy',
    payload: {
      policyName: 'Matrix',
      type: 'windows',
      policyPrice: 1,
      deductible: 1,
      link: 'https://example.org/t',
    },
    allowed: 'policyProducts.manage',
  },
  {
    method: 'PATCH',
    url: '/api/insurance/policy-product/updatePolicyProduct',
    payload: {
      _id: missingId,
      policyName: 'Matrix',
      type: 'windows',
      policyPrice: 1,
      deductible: 1,
      link: 'https://example.org/t',
    },
    allowed: 'policyProducts.manage',
  },
  {
    method: 'POST',
    url: '/api/insurance/policy-product/deletePolicy',
    payload: { _id: missingId },
    allowed: 'policyProducts.manage',
  },
];

let ctx: TestContext;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of roles) tokens.set(role, (await signedInAs(ctx, role)).session.token);
});
afterAll(() => ctx.close());

describe('access matrix', () => {
  for (const call of calls) {
    const allowedRoles: readonly Role[] = call.allowed === 'signedIn' ? roles : rolesWith(call.allowed);

    it(`${call.method} ${call.url} without a token is 401`, async () => {
      const response = await ctx.app.inject({ method: call.method, url: call.url, payload: call.payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });

    for (const role of roles) {
      const allowed = allowedRoles.includes(role);
      it(`${call.method} ${call.url} as ${role} is ${allowed ? 'allowed' : '403'}`, async () => {
        const response = await ctx.app.inject({
          method: call.method,
          url: call.url,
          payload: call.payload,
          headers: { authorization: `Bearer ${tokens.get(role)}` },
        });
        // Allowed means past the role check: the call itself may still find nothing (404) or a duplicate (409).
        if (allowed) expect([200, 201, 404, 409, ...(call.passed ?? [])]).toContain(response.statusCode);
        else {
          expect(response.statusCode).toBe(403);
          expect(response.json().error.code).toBe('FORBIDDEN');
        }
      });
    }
  }
});
