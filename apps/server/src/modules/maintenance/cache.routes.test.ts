import type { Role } from '@tg/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSecret } from '../../../test/test-app';
import { registerAccessControl } from '../../platform/auth/access';
import { AccessTokens } from '../../platform/auth/tokens';
import { CacheRegistry } from '../../platform/cache/lookup-cache';
import { registerErrorHandling } from '../../platform/http/errors';
import { cacheRoutes } from './cache.routes';
import { createCacheService } from './cache.service';

// The cache calls need no database: an app with only these routes over a registry we fill.
const caches = new CacheRegistry();
const tokens = new AccessTokens(testSecret);
const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandling(app);
// No sessions table here: every validly signed token's session counts as live.
registerAccessControl(app, tokens, { accepts: async () => true });

const headersOf = async (role: Role) => ({
  authorization: `Bearer ${(await tokens.issue({ userId: '00000000-0000-4000-8000-000000000001', role, sessionId: '00000000-0000-4000-8000-000000000002' })).token}`,
});
let admin: Record<string, string>;

beforeAll(async () => {
  await app.register(cacheRoutes(createCacheService(caches)), { prefix: '/api' });
  await app.ready();
  admin = await headersOf('admin');
});
afterAll(() => app.close());

async function fill(): Promise<void> {
  for (const name of ['productCategories', 'productOptions', 'catalogOptions', 'catalogCategories']) {
    const cache = caches.has(name) ? undefined : caches.create<string>(name, 60_000);
    await cache?.get('x', async () => 'x');
  }
}
const post = (url: string, payload?: object, headers = admin) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

describe('cache settings', () => {
  beforeAll(fill);

  it('cache: lists every cache with its entries, hits, misses and time to live', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cache/list', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().caches).toContainEqual({
      name: 'productOptions',
      entries: 1,
      hits: 0,
      misses: 1,
      ttlSeconds: 60,
    });
  });

  it('cache: the product call clears the two product caches and says how many entries went', async () => {
    const response = await post('/product/clearProductCache');
    expect(response.json()).toEqual({ cleared: 2, caches: ['productCategories', 'productOptions'] });
    const again = await post('/product/clearProductCache');
    expect(again.json().cleared).toBe(0);
  });

  it('cache: the registry calls clear the catalogue options built from registry rows', async () => {
    const answers = [];
    for (const url of [
      '/cache/clearHeavyToolsCache',
      '/cache/clearVehicleToolsCache',
      '/cache/clearBraidToolsCache',
    ]) {
      answers.push((await post(url)).json());
    }
    expect(answers).toEqual([
      { cleared: 1, caches: ['catalogOptions'] },
      { cleared: 0, caches: ['catalogOptions'] },
      { cleared: 0, caches: ['catalogOptions'] },
    ]);
  });

  it('cache: clearCache clears one cache by name, all without a name, and 404s an unknown name', async () => {
    const one = await post('/cache/clearCache', { name: 'catalogCategories' });
    expect(one.json()).toEqual({ cleared: 1, caches: ['catalogCategories'] });
    const all = await post('/cache/clearCache', {});
    expect(all.statusCode).toBe(200);
    expect(all.json().caches).toHaveLength(4);
    expect((await post('/cache/clearCache', { name: 'nope' })).statusCode).toBe(404);
    expect((await post('/cache/clearCache', { name: 42 })).statusCode).toBe(400);
  });

  it('cache: calls no cache keeps are not offered', async () => {
    for (const url of ['/cache/clearSettingsCache', '/cache/clearUserCustomerCache', '/cache/clearDocCach']) {
      expect((await post(url)).statusCode).toBe(404);
    }
  });

  it('cache: only admins may list or clear', async () => {
    const worker = await headersOf('worker');
    expect((await post('/cache/clearCache', {}, worker)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/cache/list', headers: worker })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/cache/list' })).statusCode).toBe(401);
  });
});
