import { maintenanceContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { areaCaches, type CacheService } from './cache.service';

/** The cache settings page (spec 3 §2.13): list the in-process caches and clear them. */
export function cacheRoutes(service: CacheService) {
  return contractRoutes([
    implement(calls.caches, () => service.list()),
    implement(calls.clearCache, ({ body }) => service.clear(body.name)),
    implement(calls.clearProductCache, () => service.clearAll(areaCaches.products)),
    implement(calls.clearToolsCache, () => service.clearAll(areaCaches.tools)),
  ]);
}
