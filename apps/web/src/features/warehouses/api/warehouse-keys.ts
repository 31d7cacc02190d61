import type { WarehouseRole } from '@tg/domain';

export interface WarehousesListParams {
  page: number;
  limit: number;
  /** Trimmed, 3+ characters; absent for none. */
  name?: string;
  owner?: string;
  role?: WarehouseRole;
}

export interface WarehouseStockParams {
  /** The warehouse number ('1'). */
  warehouseId: string;
  page: number;
  limit: number;
  search?: string;
}

/** Every warehouse query starts with 'warehouses', so a change can refresh all of them at once. */
export const warehouseKeys = {
  all: ['warehouses'] as const,
  lists: () => [...warehouseKeys.all, 'list'] as const,
  list: (params: WarehousesListParams) => [...warehouseKeys.lists(), params] as const,
  nextId: () => [...warehouseKeys.all, 'next-id'] as const,
  stock: (params: WarehouseStockParams) => [...warehouseKeys.all, 'stock', params] as const,
  analysis: () => [...warehouseKeys.all, 'analysis'] as const,
  productDetails: (catalogNumber: string) => [...warehouseKeys.all, 'product', catalogNumber] as const,
  transfers: (params: { page: number; limit: number }) =>
    [...warehouseKeys.all, 'transfers', params] as const,
};
