import type { ExportList, ExportQuery } from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
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

/** One batch of a list: `batch` counts from 0 whatever the list's own first page is. */
export type BatchReader = (batch: number, size: number) => Promise<readonly unknown[]>;
type Sources = { [L in ExportList]: (caller: AccessClaims, query: ExportQuery<L>) => BatchReader };

/**
 * Each list's pages as the list screen asks for them, with the same filters and the same scoping
 * (the list's service scopes to the caller), only larger. Lists counted from 1 get `batch + 1`.
 */
export function exportSources(deps: ExportDependencies): Sources {
  return {
    subscriptions: (caller, query) => async (batch, size) =>
      (await deps.policies.list(caller, { ...query, page: batch, limit: size })).policies,
    serviceCalls: (caller, query) => async (batch, size) =>
      (await deps.serviceCalls.list(caller, { ...query, page: batch, limit: size })).serviceCalls,
    users: (caller, query) => async (batch, size) =>
      (await deps.users.list(caller, { ...query, page: batch + 1, limit: size })).users,
    products: (_caller, query) => async (batch, size) =>
      (await deps.products.list({ ...query, page: batch + 1, limit: size })).products,
    registry: (_caller, query) => async (batch, size) =>
      (await deps.registry.list({ ...query, page: batch, limit: size })).items,
    documents: (caller, query) => async (batch, size) =>
      (await deps.documents.list(caller, { ...query, page: batch, limit: size })).docs,
    warehouseStock: (_caller, query) => async (batch, size) =>
      (await deps.warehouses.products({ ...query, page: batch + 1, limit: size })).products,
    leads: (_caller, query) => async (batch, size) =>
      (await deps.leads.list({ ...query, page: batch + 1, limit: size })).leads,
  };
}
