import { catalogContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { CatalogService } from './catalog.service';

/** The storefront's product browser: open to everyone, visible products only. */
export function catalogRoutes(service: CatalogService) {
  return contractRoutes([
    implement(calls.search, ({ query }) => service.search(query)),
    implement(calls.searchVehicle, ({ query }) => service.searchVehicle(query)),
    implement(calls.options, ({ query }) => service.options(query)),
    implement(calls.product, ({ query }) => service.product(query.id)),
  ]);
}
