import { generalStatusContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { GeneralStatusesService } from './general-statuses.service';

export function generalStatusesRoutes(service: GeneralStatusesService) {
  return contractRoutes([
    implement(calls.list, () => service.list()),
    implement(calls.create, ({ caller, body }) => service.create(caller, body.status)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body.id)),
  ]);
}
