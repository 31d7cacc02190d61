import { manufacturerCatalogContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { ManufacturerCatalogService } from './manufacturer-catalog.service';

/** The manufacturer catalogue manager's calls (spec 3 §7). */
export function manufacturerCatalogRoutes(service: ManufacturerCatalogService) {
  return contractRoutes([
    implement(calls.list, ({ body }) => service.list(body)),
    implement(calls.options, () => service.options()),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.saveAliases, ({ caller, body }) => service.saveAliases(caller, body)),
    implement(calls.details, ({ query }) => service.details(query)),
    implement(calls.totalModels, () => service.totalModels()),
    implement(calls.rebuild, ({ caller }) => service.rebuild(caller)),
  ]);
}
