import { searchContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { createSearchService, type SearchDependencies } from './search.service';

/** `GET /api/search?q=…`: one search for everything, each group scoped to the caller (issue 18). */
export function searchRoutes(deps: SearchDependencies) {
  const service = createSearchService(deps);
  return contractRoutes([implement(calls.search, ({ caller, query }) => service.search(caller, query.q))]);
}
