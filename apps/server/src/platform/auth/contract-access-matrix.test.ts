import {
  apiContracts,
  type ContractDefinition,
  fillPath,
  pathParamNames,
  pathsOf,
  type Role,
  roles,
  rolesWith,
} from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Every contract × every role × signed out, the expected answer read from the contract's
 * permission in the one table: a new contract is covered without anyone adding it here. The role
 * check runs before validation, so an empty body is enough to see who gets past it; what each
 * service then does with a valid call is its own module's test.
 */
let ctx: TestContext;
const tokens = new Map<Role, string>();
/** A session of its own for the calls that read the refresh cookie, so the tokens above stay put. */
let refreshCookie = '';
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of roles) tokens.set(role, (await signedInAs(ctx, role)).session.token);
  refreshCookie = (await signedInAs(ctx, 'customer')).session.refreshCookie;
});
afterAll(() => ctx.close());

const missingId = '00000000-0000-4000-8000-000000000000';
/** Calls whose success would change what the other checks see (ending the caller's own session). */
const endsTheSession = new Set(['/api/auth/logout']);
/**
 * Public calls that take the refresh cookie instead of a token: without it they answer their own
 * 401, so "open" means the cookie alone, with no token, gets an answer.
 */
const readsTheRefreshCookie = new Set(['/api/auth/refresh-token']);

function requestFor(contract: ContractDefinition, url: string) {
  const params = Object.fromEntries(pathParamNames(url).map((name) => [name, missingId]));
  return {
    method: contract.method,
    url: fillPath(url, params),
    ...(contract.method === 'GET' ? {} : { payload: {} }),
  };
}

/**
 * `METHOD /path` for every route in Fastify's printed tree. A child line carries only the part
 * of the path after its parent's (`createProduct` → `Category`), so each line's path is its
 * parent's plus its own, the parent found by indentation.
 */
function routesOf(tree: string): string[] {
  const ancestors: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const found = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!found) continue;
    const depth = (found[1] as string).length / 4;
    ancestors.length = depth;
    const path = `${ancestors.at(-1) ?? ''}${found[2]}`;
    ancestors.push(path);
    for (const method of (found[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

function allowedRolesOf(contract: ContractDefinition): readonly Role[] {
  if (contract.access === 'public' || contract.access === 'signedIn') return roles;
  return rolesWith(contract.access);
}

describe('access matrix, generated from the contracts', () => {
  it('covers every route the app answers under /api: the route table and the contracts are the same calls', () => {
    const routeTable = routesOf(ctx.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.includes(' /api/') && !route.includes(' /api/docs'))
      .sort();
    const contracted = apiContracts
      .flatMap((contract) => pathsOf(contract).map((url) => `${contract.method} ${url}`))
      .sort();
    expect(routeTable).toEqual(contracted);
    expect(contracted.length).toBeGreaterThan(100);
  });

  for (const contract of apiContracts) {
    for (const url of pathsOf(contract)) {
      const name = `${contract.method} ${url}`;

      it(`${name} without a token is ${contract.access === 'public' ? 'open' : '401'}`, async () => {
        const response = await ctx.app.inject({
          ...requestFor(contract, url),
          ...(readsTheRefreshCookie.has(url) ? { cookies: { tg_refresh: refreshCookie } } : {}),
        });
        if (contract.access === 'public') expect(response.statusCode).not.toBe(401);
        else {
          expect(response.statusCode).toBe(401);
          expect(response.json().error.code).toBe('UNAUTHENTICATED');
        }
      });

      if (contract.access === 'public' || endsTheSession.has(url)) continue;
      const allowed = allowedRolesOf(contract);
      it(`${name}: ${allowed.join(', ')} get past the role check, the others 403`, async () => {
        const outcomes: string[] = [];
        for (const role of roles) {
          const response = await ctx.app.inject({
            ...requestFor(contract, url),
            headers: { authorization: `Bearer ${tokens.get(role)}` },
          });
          const refused = response.statusCode === 403 && response.json().error.code === 'FORBIDDEN';
          const passed = response.statusCode !== 401 && response.statusCode !== 403;
          if (allowed.includes(role) ? !passed : !refused) outcomes.push(`${role} → ${response.statusCode}`);
        }
        expect(outcomes).toEqual([]);
      });
    }
  }
});
