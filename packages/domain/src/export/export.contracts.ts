import { defineContract } from '../common/contract';
import { exportQuerySchemas } from './export.schema';

const tag = 'export';

/**
 * Every list's current filter as a CSV or Excel file (issue 18): the same filters, access and
 * scoping as the list itself, streamed in batches. No JSON answer: the file is the answer.
 */
export const exportContracts = {
  subscriptions: defineContract({
    method: 'GET',
    path: '/api/export/subscriptions',
    access: 'policies.read',
    tag,
    query: exportQuerySchemas.subscriptions,
  }),
  serviceCalls: defineContract({
    method: 'GET',
    path: '/api/export/serviceCalls',
    access: 'serviceCalls.read',
    tag,
    query: exportQuerySchemas.serviceCalls,
  }),
  users: defineContract({
    method: 'GET',
    path: '/api/export/users',
    access: 'users.read',
    tag,
    query: exportQuerySchemas.users,
  }),
  products: defineContract({
    method: 'GET',
    path: '/api/export/products',
    access: 'products.read',
    tag,
    query: exportQuerySchemas.products,
  }),
  registry: defineContract({
    method: 'GET',
    path: '/api/export/registry',
    access: 'registry.read',
    tag,
    query: exportQuerySchemas.registry,
  }),
  documents: defineContract({
    method: 'GET',
    path: '/api/export/documents',
    access: 'documents.read',
    tag,
    query: exportQuerySchemas.documents,
  }),
  warehouseStock: defineContract({
    method: 'GET',
    path: '/api/export/warehouseStock',
    access: 'warehouses.read',
    tag,
    query: exportQuerySchemas.warehouseStock,
  }),
  leads: defineContract({
    method: 'GET',
    path: '/api/export/leads',
    access: 'leads.read',
    tag,
    query: exportQuerySchemas.leads,
  }),
};
