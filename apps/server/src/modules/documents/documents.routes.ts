import { documentContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { DocumentsService } from './documents.service';

/** Business documents at spec 2 §7's paths. */
export function documentsRoutes(service: DocumentsService) {
  return contractRoutes([
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.updateMany, ({ caller, body }) => service.updateMany(caller, body)),
    implement(calls.list, ({ caller, query }) => service.list(caller, query)),
    implement(calls.data, ({ caller, query }) => service.list(caller, query)),
    implement(calls.lastDocId, ({ body }) => service.lastDocId(body.category)),
    implement(calls.lookup, ({ caller, query }) => service.lookup(caller, query)),
    implement(calls.updateFields, ({ caller, body: { fields, allowNegativeStock, ...key } }) =>
      service.updateFields(caller, key, fields, allowNegativeStock),
    ),
    implement(calls.updateNestedFields, ({ caller, body: { updates, ...key } }) =>
      service.updateNestedFields(caller, key, updates),
    ),
    implement(calls.last10, ({ caller, body }) => service.lastDocs(caller, body)),
    implement(calls.userDocs, ({ caller, body }) => service.userDocs(caller, body)),
    implement(calls.dailyTasks, ({ caller, body }) => service.dailyTasks(caller, body)),
    implement(calls.stats, ({ caller }) => service.stats(caller)),
  ]);
}
