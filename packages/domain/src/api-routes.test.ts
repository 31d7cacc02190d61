import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiContractGroups } from './api-contracts';
import * as generated from './api-routes.generated';
import { apiRoutesCommand, modulePathsOf, renderApiRoutes, routesNameOf } from './api-routes.render';
import { routeOf } from './common/contract';

const read = (name: string) => readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8');

describe('api routes: the contracts without their schemas (ADR 0031)', () => {
  it(`is generated from today's contracts (run \`${apiRoutesCommand}\` if not)`, () => {
    expect(read('./api-routes.generated.ts')).toBe(
      renderApiRoutes(modulePathsOf(read('./api-contracts.ts'))),
    );
  });

  it('gives every contract a route with its method, path, access and kind of answer', () => {
    for (const [groupName, group] of Object.entries(apiContractGroups)) {
      const routes = new Map(Object.entries(generated)).get(routesNameOf(groupName)) as Record<
        string,
        unknown
      >;
      for (const [name, contract] of Object.entries(group)) {
        expect(routes[name], `${groupName}.${name}`).toEqual(routeOf(contract));
      }
    }
  });

  it('tells a file answer from a JSON one and a DELETE with a body from one without', () => {
    const { answer } = routeOf({ method: 'GET', path: '/api/x', access: 'public', tag: 'x' });
    expect(answer).toBe('file');
    expect(generated.authRoutes.me).toMatchObject({ method: 'GET', answer: 'json', hasBody: false });
    expect(generated.authRoutes.verifyCode).toMatchObject({ method: 'POST', hasBody: true });
  });
});
