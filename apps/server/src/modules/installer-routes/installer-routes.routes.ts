import { installerRouteContracts as calls, type MapSettings } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { InstallerRoutesService } from './installer-routes.service';

export function installerRoutesRoutes(service: InstallerRoutesService, map: MapSettings) {
  return contractRoutes([
    implement(calls.routes, ({ body }) => service.routes(body.timeRange)),
    implement(calls.routeById, ({ body }) => service.routeById(body.installerId, body.timeRange)),
    implement(calls.optimize, ({ body }) => service.optimize(body)),
    implement(calls.applyOrder, ({ caller, body }) => service.applyOrder(caller, body)),
    implement(calls.mapSettings, () => map),
  ]);
}
