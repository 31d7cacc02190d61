import { businessDetailsContracts as calls, can } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { BusinessDetailsService } from './business-details.service';

export function businessDetailsRoutes(service: BusinessDetailsService) {
  return contractRoutes([
    implement(calls.get, ({ caller }) =>
      can(caller.role, 'businessDetails.manage') ? service.get() : service.getForReaders(),
    ),
    implement(calls.getPublic, () => service.getPublic()),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
  ]);
}
