import { specialUserContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { SpecialUsersService } from './special-users.service';

export function specialUsersRoutes(service: SpecialUsersService) {
  return contractRoutes([
    implement(calls.list, ({ query }) => service.list(query)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body._id)),
  ]);
}
