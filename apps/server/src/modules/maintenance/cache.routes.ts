import { cacheClearResultSchema, cacheListSchema, clearCacheRequestSchema, rolesWith } from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { areaCacheCalls, type CacheService } from './cache.service';

const tags = ['maintenance'];

/** The cache settings page (spec 3 §2.13): list the in-process caches and clear them. */
export function cacheRoutes(service: CacheService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const access = rolesWith('maintenance.run');
    const cleared = { 200: cacheClearResultSchema };

    app.get('/cache/list', { config: { access }, schema: { tags, response: { 200: cacheListSchema } } }, () =>
      service.list(),
    );

    app.post(
      '/cache/clearCache',
      { config: { access }, schema: { tags, body: clearCacheRequestSchema, response: cleared } },
      (request) => service.clear(request.body.name),
    );

    for (const [url, names] of Object.entries(areaCacheCalls)) {
      app.post(url, { config: { access }, schema: { tags, response: cleared } }, () =>
        service.clearAll(names),
      );
    }
  };
}
