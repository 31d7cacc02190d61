import { serviceCallContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { ServiceCallsService } from './service-calls.service';

/** Service calls: the current calls and the legacy aliases of spec 1 §7 (ADR 0010). */
export function serviceCallsRoutes(service: ServiceCallsService) {
  return contractRoutes([
    implement(calls.create, ({ caller, body }) => service.create(caller, body.serviceCall)),
    implement(calls.list, ({ caller, body }) => service.list(caller, body)),
    implement(calls.approve, ({ caller, body: { serviceCall } }) =>
      service.approve(caller, serviceCall._id, serviceCall.notes),
    ),
    implement(calls.approveMany, ({ caller, body }) => service.approveMany(caller, body.ids)),
    implement(calls.find, ({ caller, body }) => service.find(caller, body.serviceCallId)),
    implement(calls.agentActive, ({ caller, body }) => service.agentList(caller, 'active', body)),
    implement(calls.agentPending, ({ caller, body }) => service.agentList(caller, 'pending', body)),
    implement(calls.lastPending, ({ caller }) => service.lastPendingNumber(caller)),
  ]);
}
