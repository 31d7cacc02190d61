import type { ExportList, ExportQuery } from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { KeysetCursor } from '../../platform/db/keyset';
import type { DocumentsService } from '../documents/documents.service';
import type { LeadsService } from '../leads/leads.service';
import type { PoliciesService } from '../policies/policies.service';
import type { ProductsService } from '../products/products.service';
import type { RegistryService } from '../registry/registry.service';
import type { ServiceCallsService } from '../service-calls/service-calls.service';
import type { UsersService } from '../users/users.service';
import type { WarehousesService } from '../warehouses/warehouses.service';

/** The services whose lists export: each export reads its list through the list's own use case. */
export interface ExportDependencies {
  policies: PoliciesService;
  serviceCalls: ServiceCallsService;
  users: UsersService;
  products: ProductsService;
  registry: RegistryService;
  documents: DocumentsService;
  warehouses: WarehousesService;
  leads: LeadsService;
}

/**
 * One batch of a list after a cursor (none: from the start), with the cursor of the next batch
 * (none once the list is read). Each list's repository reads it by keyset: the list's own filters
 * and scope, in the list's order, from where the last batch stopped, with no count (ADR 0040).
 */
export type BatchReader = (
  after: KeysetCursor | undefined,
  size: number,
) => Promise<{ items: readonly unknown[]; next?: KeysetCursor }>;
type Sources = { [L in ExportList]: (caller: AccessClaims, query: ExportQuery<L>) => BatchReader };

/** Each list's rows through its own service, so filters, scope, order and shape match the screen. */
export function exportSources(deps: ExportDependencies): Sources {
  return {
    subscriptions: (caller, query) => (after, size) => deps.policies.exportBatch(caller, query, after, size),
    serviceCalls: (caller, query) => (after, size) =>
      deps.serviceCalls.exportBatch(caller, query, after, size),
    users: (caller, query) => (after, size) => deps.users.exportBatch(caller, query, after, size),
    products: (_caller, query) => (after, size) => deps.products.exportBatch(query, after, size),
    registry: (_caller, query) => (after, size) => deps.registry.exportBatch(query, after, size),
    documents: (caller, query) => (after, size) => deps.documents.exportBatch(caller, query, after, size),
    warehouseStock: (_caller, query) => (after, size) => deps.warehouses.stockExportBatch(query, after, size),
    leads: (_caller, query) => (after, size) => deps.leads.exportBatch(query, after, size),
  };
}
