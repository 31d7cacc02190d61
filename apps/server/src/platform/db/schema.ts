// Every table, for the Drizzle client and for drizzle-kit's migration generator.
export * from '../../modules/auth/auth.table';
export * from '../../modules/business-details/business-details.table';
export * from '../../modules/documents/documents.table';
export * from '../../modules/files/files.table';
export * from '../../modules/general-statuses/general-statuses.table';
export * from '../../modules/manufacturer-catalog/manufacturer-catalog.table';
export * from '../../modules/policies/policies.table';
export * from '../../modules/policy-products/policy-products.table';
export * from '../../modules/products/products.table';
export * from '../../modules/registry/registry.table';
export * from '../../modules/service-calls/service-calls.table';
export * from '../../modules/special-users/special-users.table';
export * from '../../modules/users/users.table';
export * from '../../modules/warehouses/warehouses.table';
export * from '../../modules/works/works.table';
export * from '../audit/audit.table';
export * from './settings.table';
