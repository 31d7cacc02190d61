import { authContracts } from './auth/auth.contracts';
import { businessDetailsContracts } from './business-details/business-details.contracts';
import { autocompleteContracts } from './catalog/autocomplete.contracts';
import { catalogContracts } from './catalog/catalog.contracts';
import { manufacturerCatalogContracts } from './catalog/manufacturer-catalog.contracts';
import type { ContractDefinition } from './common/contract';
import { documentContracts } from './documents/documents.contracts';
import { exportContracts } from './export/export.contracts';
import { fileContracts } from './files/files.contracts';
import { generalStatusContracts } from './general-statuses/general-status.contracts';
import { homeContracts } from './home/home.contracts';
import { insuranceDashboardContracts } from './insurance/insurance-dashboard.contracts';
import { leadContracts } from './leads/lead.contracts';
import { maintenanceContracts } from './maintenance/maintenance.contracts';
import { newsContracts } from './news/news.contracts';
import { notificationContracts } from './notifications/notification.contracts';
import { healthContracts } from './platform/health.contracts';
import { policyContracts } from './policies/policy.contracts';
import { policyProductContracts } from './policy-products/policy-product.contracts';
import { productContracts } from './products/product.contracts';
import { registryContracts } from './registry/registry.contracts';
import { installerRouteContracts } from './routes/installer-routes.contracts';
import { localityContracts } from './routes/localities.contracts';
import { savedFilterContracts } from './saved-filters/saved-filters.contracts';
import { searchContracts } from './search/search.contracts';
import { serviceCallContracts } from './service-calls/service-call.contracts';
import { specialUserContracts } from './special-users/special-user.contracts';
import { userContracts } from './users/user.contracts';
import { warehouseContracts } from './warehouses/warehouse.contracts';
import { workContracts } from './works/work.contracts';

/** Every module's calls, by module: the server registers them, the access matrix walks them. */
export const apiContractGroups = {
  healthContracts,
  authContracts,
  specialUserContracts,
  fileContracts,
  userContracts,
  registryContracts,
  policyProductContracts,
  policyContracts,
  serviceCallContracts,
  insuranceDashboardContracts,
  maintenanceContracts,
  warehouseContracts,
  productContracts,
  catalogContracts,
  manufacturerCatalogContracts,
  autocompleteContracts,
  documentContracts,
  generalStatusContracts,
  workContracts,
  businessDetailsContracts,
  localityContracts,
  installerRouteContracts,
  newsContracts,
  leadContracts,
  searchContracts,
  exportContracts,
  notificationContracts,
  savedFilterContracts,
  homeContracts,
};

/** Every API call the product answers. */
export const apiContracts: readonly ContractDefinition[] = Object.values(apiContractGroups).flatMap(
  (group) => Object.values(group) as ContractDefinition[],
);
