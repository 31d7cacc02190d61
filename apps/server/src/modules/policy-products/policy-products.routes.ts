import { policyProductContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { PolicyProductsService } from './policy-products.service';

export function policyProductsRoutes(service: PolicyProductsService) {
  return contractRoutes([
    implement(calls.list, ({ body }) => service.list(body)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.update, ({ caller, body: { _id, ...input } }) => service.update(caller, _id, input)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body._id)),
  ]);
}
