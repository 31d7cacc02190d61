import { documentColumns } from './columns/documents.columns';
import { leadColumns } from './columns/leads.columns';
import { productColumns } from './columns/products.columns';
import { registryColumns } from './columns/registry.columns';
import { serviceCallColumns } from './columns/service-calls.columns';
import { subscriptionColumns } from './columns/subscriptions.columns';
import { userColumns } from './columns/users.columns';
import { warehouseStockColumns } from './columns/warehouse-stock.columns';

/** Each exported list's columns, in the order the file shows them. */
export const exportColumns = {
  subscriptions: subscriptionColumns,
  serviceCalls: serviceCallColumns,
  users: userColumns,
  products: productColumns,
  registry: registryColumns,
  documents: documentColumns,
  warehouseStock: warehouseStockColumns,
  leads: leadColumns,
};
