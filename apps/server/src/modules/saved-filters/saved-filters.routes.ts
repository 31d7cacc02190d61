import { savedFilterContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { SavedFiltersService } from './saved-filters.service';

export function savedFiltersRoutes(service: SavedFiltersService) {
  return contractRoutes([
    implement(calls.list, ({ caller, query }) => service.list(caller, query.screen)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body._id)),
  ]);
}
