import { exportContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { createExportService } from './export.service';
import type { ExportDependencies } from './export.sources';

/** `GET /api/export/{list}`: each list's current filter as CSV or Excel, streamed (issue 18). */
export function exportRoutes(deps: ExportDependencies, now?: () => Date) {
  const service = createExportService(deps, now);
  return contractRoutes([
    implement(calls.subscriptions, ({ caller, query }) => service.export('subscriptions', caller, query)),
    implement(calls.serviceCalls, ({ caller, query }) => service.export('serviceCalls', caller, query)),
    implement(calls.users, ({ caller, query }) => service.export('users', caller, query)),
    implement(calls.products, ({ caller, query }) => service.export('products', caller, query)),
    implement(calls.registry, ({ caller, query }) => service.export('registry', caller, query)),
    implement(calls.documents, ({ caller, query }) => service.export('documents', caller, query)),
    implement(calls.warehouseStock, ({ caller, query }) => service.export('warehouseStock', caller, query)),
    implement(calls.leads, ({ caller, query }) => service.export('leads', caller, query)),
  ]);
}
