import { homeContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { createHomeService, type HomeDependencies } from './home.service';

/** `GET /api/home/summary`: what needs doing today, the caller's own counts (issue 18). */
export function homeRoutes(deps: HomeDependencies) {
  const service = createHomeService(deps);
  return contractRoutes([implement(calls.summary, ({ caller }) => service.summary(caller))]);
}
