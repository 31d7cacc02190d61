import { defineContract } from '../common/contract';
import {
  createWarehouseSchema,
  deletedWarehouseSchema,
  deleteWarehouseSchema,
  nextWarehouseIdSchema,
  productWarehouseDetailsQuerySchema,
  productWarehouseDetailsSchema,
  stockItemSchema,
  transferRequestSchema,
  transferResultSchema,
  transfersListSchema,
  transfersQuerySchema,
  updatedWarehouseSchema,
  updateStockItemSchema,
  updateWarehouseSchema,
  warehouseProductsListSchema,
  warehouseProductsQuerySchema,
  warehouseSchema,
  warehousesListSchema,
  warehousesQuerySchema,
} from './warehouse.schema';
import {
  inventoryReportRequestSchema,
  printStickersRequestSchema,
  warehouseAnalysisSchema,
} from './warehouse-analysis.schema';

const tag = 'warehouses';
const base = '/api/warehouses';

/** Warehouses, stock, transfers and printouts (spec 3 §6, ADR 0012). */
export const warehouseContracts = {
  list: defineContract({
    method: 'POST',
    path: `${base}/fetchWarehouses`,
    access: 'warehouses.read',
    tag,
    body: warehousesQuerySchema,
    response: warehousesListSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/createWarehouse`,
    access: 'warehouses.manage',
    tag,
    body: createWarehouseSchema,
    status: 201,
    response: warehouseSchema,
  }),
  update: defineContract({
    method: 'PUT',
    path: `${base}/updateWarehouse`,
    access: 'warehouses.manage',
    tag,
    body: updateWarehouseSchema,
    response: updatedWarehouseSchema,
  }),
  remove: defineContract({
    method: 'PATCH',
    path: `${base}/deleteWarehouse`,
    access: 'warehouses.manage',
    tag,
    body: deleteWarehouseSchema,
    response: deletedWarehouseSchema,
  }),
  nextId: defineContract({
    method: 'GET',
    path: `${base}/getLastWarehouseId`,
    access: 'warehouses.manage',
    tag,
    response: nextWarehouseIdSchema,
  }),
  /** One warehouse's stock, a page at a time. */
  stock: defineContract({
    method: 'POST',
    path: `${base}/fetchWarehouseProducts`,
    access: 'warehouses.read',
    tag,
    body: warehouseProductsQuerySchema,
    response: warehouseProductsListSchema,
  }),
  updateStock: defineContract({
    method: 'PUT',
    path: `${base}/updateProductInWarehouse`,
    access: 'warehouses.manage',
    tag,
    body: updateStockItemSchema,
    response: stockItemSchema,
  }),
  /** One catalogue number's stock in every warehouse. */
  productStock: defineContract({
    method: 'POST',
    path: `${base}/getProductWarehouseDetails`,
    access: 'warehouses.read',
    tag,
    body: productWarehouseDetailsQuerySchema,
    response: productWarehouseDetailsSchema,
  }),
  transfer: defineContract({
    method: 'POST',
    path: `${base}/transferStock`,
    access: 'stock.transfer',
    tag,
    body: transferRequestSchema,
    response: transferResultSchema,
  }),
  transfers: defineContract({
    method: 'POST',
    path: `${base}/fetchTransfers`,
    access: 'warehouses.read',
    tag,
    body: transfersQuerySchema,
    response: transfersListSchema,
  }),
  analysis: defineContract({
    method: 'POST',
    path: `${base}/fetchAnalysis`,
    access: 'warehouses.read',
    tag,
    response: warehouseAnalysisSchema,
  }),
  /** A PDF of sticker sheets, opened in the browser. */
  stickers: defineContract({
    method: 'POST',
    path: `${base}/printStickers`,
    access: 'warehouses.read',
    tag,
    body: printStickersRequestSchema,
  }),
  /** A PDF of one warehouse's stock, opened in the browser. */
  inventoryReport: defineContract({
    method: 'POST',
    path: `${base}/inventoryReport`,
    access: 'warehouses.read',
    tag,
    body: inventoryReportRequestSchema,
  }),
};
