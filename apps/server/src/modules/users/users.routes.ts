import { userContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { UsersService } from './users.service';

export function usersRoutes(service: UsersService) {
  return contractRoutes([
    implement(calls.list, ({ caller, query }) => service.list(caller, query)),
    implement(calls.lookup, ({ caller, query }) => service.lookup(caller, query.role, query.fields)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.updateByFields, ({ caller, body }) => service.updateByFields(caller, body)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body._id)),
    implement(calls.setVisibility, ({ caller, body }) => service.setVisibility(caller, body)),
  ]);
}
