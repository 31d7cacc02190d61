import { type Permission, type Role, roles, rolesWith } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Every protected call × every role: the roles of the permission get through, the others get 403,
 * and nobody without a token gets past 401. Each module adds its calls here.
 */
const missingId = '00000000-0000-4000-8000-000000000000';
const calls: {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  payload?: object;
  allowed: Permission | 'signedIn';
  /** Answers that also mean "let in" for this call (a validation failure after the role check). */
  passed?: number[];
}[] = [
  {
    method: 'POST',
    url: '/api/insurance/policy-product/fetchPolicyProducts',
    payload: {},
    allowed: 'policyProducts.read',
  },
  {
    method: 'POST',
    url: '/api/insurance/policy-product/createPolicy',
    payload: {
      policyName: 'Matrix',
      type: 'windows',
      policyPrice: 1,
      deductible: 1,
      link: 'https://example.org/t',
    },
    allowed: 'policyProducts.manage',
  },
  {
    method: 'PATCH',
    url: '/api/insurance/policy-product/updatePolicyProduct',
    payload: {
      _id: missingId,
      policyName: 'Matrix',
      type: 'windows',
      policyPrice: 1,
      deductible: 1,
      link: 'https://example.org/t',
    },
    allowed: 'policyProducts.manage',
  },
  {
    method: 'POST',
    url: '/api/insurance/policy-product/deletePolicy',
    payload: { _id: missingId },
    allowed: 'policyProducts.manage',
  },
  {
    method: 'POST',
    url: '/api/warehouses/fetchWarehouses',
    payload: { page: 1 },
    allowed: 'warehouses.read',
  },
  {
    method: 'POST',
    url: '/api/warehouses/createWarehouse',
    payload: { warehouse: { id: '1', name: 'Matrix' } },
    allowed: 'warehouses.manage',
  },
  {
    method: 'PUT',
    url: '/api/warehouses/updateWarehouse',
    payload: { warehouse: { _id: missingId, id: '777', name: 'Matrix' } },
    allowed: 'warehouses.manage',
  },
  {
    method: 'PATCH',
    url: '/api/warehouses/deleteWarehouse',
    payload: { _id: missingId },
    allowed: 'warehouses.manage',
  },
  { method: 'GET', url: '/api/warehouses/getLastWarehouseId', allowed: 'warehouses.manage' },
  {
    method: 'POST',
    url: '/api/warehouses/fetchWarehouseProducts',
    payload: { params: { warehouseId: '1', page: 1, limit: 10 } },
    allowed: 'warehouses.read',
  },
  {
    method: 'PUT',
    url: '/api/warehouses/updateProductInWarehouse',
    payload: { warehouseId: '999999', catalogNumber: 'MATRIX', updates: { minQuantity: 1 } },
    allowed: 'warehouses.manage',
  },
  {
    method: 'POST',
    url: '/api/warehouses/getProductWarehouseDetails',
    payload: { catalogNumber: 'MATRIX' },
    allowed: 'warehouses.read',
  },
  {
    method: 'POST',
    url: '/api/warehouses/transferStock',
    payload: { fromWarehouseId: '1', toWarehouseId: '999999', catalogNumber: 'MATRIX', quantity: 1 },
    allowed: 'stock.transfer',
  },
  { method: 'POST', url: '/api/warehouses/fetchTransfers', payload: { page: 1 }, allowed: 'warehouses.read' },
  { method: 'POST', url: '/api/warehouses/fetchAnalysis', allowed: 'warehouses.read' },
  {
    method: 'POST',
    url: '/api/warehouses/printStickers',
    payload: { warehouseId: '999999', items: [{ catalogNumber: 'MATRIX', copies: 1 }] },
    allowed: 'warehouses.read',
  },
  {
    method: 'POST',
    url: '/api/warehouses/inventoryReport',
    payload: { warehouseId: '999999' },
    allowed: 'warehouses.read',
  },
  { method: 'GET', url: '/api/product/getData?category=windows', allowed: 'products.read' },
  { method: 'POST', url: '/api/product/fetchProductsByVisablity', payload: {}, allowed: 'products.read' },
  {
    method: 'POST',
    url: '/api/product/getProductByCatalogNumber',
    payload: { catalogNumber: 'MATRIX-NONE' },
    allowed: 'products.read',
  },
  { method: 'POST', url: '/api/product/getOptions', payload: {}, allowed: 'products.read' },
  { method: 'GET', url: '/api/product/fetchProductCategories', allowed: 'products.read' },
  {
    method: 'POST',
    url: '/api/product/createProduct',
    payload: { product: { category: 'spaceships', catalogNumber: 'MATRIX-1', name: 'מטריצה' } },
    allowed: 'products.manage',
    passed: [400],
  },
  {
    method: 'PATCH',
    url: '/api/product/updateProduct',
    payload: { product: { _id: missingId, category: 'windows', catalogNumber: 'MATRIX-2', name: 'מטריצה' } },
    allowed: 'products.manage',
  },
  {
    method: 'PATCH',
    url: '/api/product/deleteProducts',
    payload: { _id: missingId },
    allowed: 'products.manage',
  },
  {
    method: 'POST',
    url: '/api/product/updateProductVisability',
    payload: { product: { _id: missingId, visibility: false } },
    allowed: 'products.manage',
  },
  {
    method: 'POST',
    url: '/api/product/getLastProductId',
    payload: { category: 'windows' },
    allowed: 'products.manage',
  },
  {
    method: 'POST',
    url: '/api/product/createProductCategory',
    payload: { categoryName: 'חלונות', categoryEnName: 'Windows' },
    allowed: 'products.manage',
  },
  {
    method: 'PATCH',
    url: '/api/product/updateProductCategory',
    payload: { oldCategory: 'spaceships', newCategory: 'חלליות', newEnCategory: 'Spaceships' },
    allowed: 'products.manage',
  },
  {
    method: 'PATCH',
    url: '/api/product/deleteProductCategory',
    payload: { category: 'spaceships' },
    allowed: 'products.manage',
  },
  ...[
    'convertUserStructure',
    'convertGovStructure',
    'convertProductStructure',
    'removeProductArraysUtil',
    'convertDocStructure',
    'copyDB',
  ].map((job) => ({
    method: 'POST' as const,
    url: `/api/settings/${job}`,
    allowed: 'maintenance.run' as const,
  })),
  { method: 'GET', url: '/api/cache/list', allowed: 'maintenance.run' },
  { method: 'POST', url: '/api/cache/clearCache', payload: {}, allowed: 'maintenance.run' },
  ...[
    '/product/clearProductCache',
    '/cache/clearHeavyToolsCache',
    '/cache/clearVehicleToolsCache',
    '/cache/clearBraidToolsCache',
  ].map((url) => ({ method: 'POST' as const, url: `/api${url}`, allowed: 'maintenance.run' as const })),
  // The manufacturer catalogue manager is a staff screen: its reads need the permission too.
  { method: 'POST', url: '/api/catalog/getData', payload: { page: 1, limit: 10 }, allowed: 'catalog.manage' },
  { method: 'GET', url: '/api/catalog/getDataOptions', allowed: 'catalog.manage' },
  {
    method: 'POST',
    url: '/api/catalog/createItem',
    payload: { machine: 'Matrix', model: 'Missing' },
    allowed: 'catalog.manage',
  },
  {
    method: 'POST',
    url: '/api/catalog/save-aliases',
    payload: { aliases: {} },
    allowed: 'catalog.manage',
  },
  { method: 'GET', url: '/api/catalog/details?machine=Matrix', allowed: 'catalog.manage' },
  { method: 'GET', url: '/api/settings/fetchTotalNumberModels', allowed: 'catalog.manage' },
  { method: 'POST', url: '/api/catalog/rebuild', allowed: 'catalog.manage' },
];

let ctx: TestContext;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of roles) tokens.set(role, (await signedInAs(ctx, role)).session.token);
});
afterAll(() => ctx.close());

describe('access matrix', () => {
  for (const call of calls) {
    const allowedRoles: readonly Role[] = call.allowed === 'signedIn' ? roles : rolesWith(call.allowed);

    it(`${call.method} ${call.url} without a token is 401`, async () => {
      const response = await ctx.app.inject({ method: call.method, url: call.url, payload: call.payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });

    for (const role of roles) {
      const allowed = allowedRoles.includes(role);
      it(`${call.method} ${call.url} as ${role} is ${allowed ? 'allowed' : '403'}`, async () => {
        const response = await ctx.app.inject({
          method: call.method,
          url: call.url,
          payload: call.payload,
          headers: { authorization: `Bearer ${tokens.get(role)}` },
        });
        // Allowed means past the role check: the call itself may still find nothing (404) or a duplicate (409).
        if (allowed) expect([200, 201, 404, 409, ...(call.passed ?? [])]).toContain(response.statusCode);
        else {
          expect(response.statusCode).toBe(403);
          expect(response.json().error.code).toBe('FORBIDDEN');
        }
      });
    }
  }
});
