import { workContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { WorksService } from './works.service';

export function worksRoutes(service: WorksService) {
  return contractRoutes([
    implement(calls.list, ({ body }) => service.list(body)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body._id)),
    implement(calls.nextCatalogNumber, () => service.nextCatalogNumber()),
  ]);
}
