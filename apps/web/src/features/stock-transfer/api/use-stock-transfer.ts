import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  productWarehouseDetailsSchema,
  StockTransfer,
  TransferRequest,
  transferResultSchema,
  WarehousesList,
} from '@tg/domain';
import type { z } from 'zod';
import { api } from '../../../app/api-client';
import { type WarehouseStockPage, warehousesBase } from '../../warehouses/api/use-warehouses';
import { warehouseKeys } from '../../warehouses/api/warehouse-keys';

export type TransferResult = z.infer<typeof transferResultSchema>;
export type ProductWarehouseDetails = z.infer<typeof productWarehouseDetailsSchema>;

/** Every warehouse to choose from (a business has a handful; 100 is the call's page limit). */
export function useWarehouseChoices() {
  return useQuery({
    queryKey: warehouseKeys.list({ page: 1, limit: 100 }),
    queryFn: () => api.post<WarehousesList>(`${warehousesBase}/fetchWarehouses`, { page: 1, limit: 100 }),
  });
}

/** Catalogue numbers in the source warehouse matching what was typed (3+ characters). */
export function useSourceItems(warehouseId: string, search: string) {
  return useQuery({
    queryKey: warehouseKeys.stock({ warehouseId, page: 1, limit: 20, search }),
    queryFn: () =>
      api.post<WarehouseStockPage>(`${warehousesBase}/fetchWarehouseProducts`, {
        params: { warehouseId, page: 1, limit: 20, search },
      }),
    enabled: Boolean(warehouseId) && search.trim().length >= 3,
    placeholderData: keepPreviousData,
  });
}

/** The item's quantity in every warehouse holding it. */
export function useProductDetails(catalogNumber: string) {
  return useQuery({
    queryKey: warehouseKeys.productDetails(catalogNumber),
    queryFn: () =>
      api.post<ProductWarehouseDetails>(`${warehousesBase}/getProductWarehouseDetails`, { catalogNumber }),
    enabled: Boolean(catalogNumber),
  });
}

export function useTransfers(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: warehouseKeys.transfers(params),
    queryFn: () =>
      api.post<{ transfers: StockTransfer[]; total: number; totalPages: number }>(
        `${warehousesBase}/fetchTransfers`,
        params,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTransferStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TransferRequest) =>
      api.post<TransferResult>(`${warehousesBase}/transferStock`, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
    },
  });
}
