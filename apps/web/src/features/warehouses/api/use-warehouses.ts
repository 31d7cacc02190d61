import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ParsedWarehouseInput,
  StockItem,
  UpdateStockItem,
  Warehouse,
  WarehouseAnalysis,
  WarehousesList,
} from '@tg/domain';
import { api } from '../../../app/api-client';
import { type WarehouseStockParams, type WarehousesListParams, warehouseKeys } from './warehouse-keys';

export const warehousesBase = '/warehouses';

export interface WarehouseStockPage {
  products: StockItem[];
  total: number;
  totalPages: number;
}

/** One page of warehouses, the main warehouse first (the server orders them). */
export function useWarehouses(params: WarehousesListParams) {
  return useQuery({
    queryKey: warehouseKeys.list(params),
    queryFn: () =>
      api.post<WarehousesList>(`${warehousesBase}/fetchWarehouses`, {
        page: params.page,
        limit: params.limit,
        ...(params.name ? { name: params.name } : {}),
        ...(params.owner ? { owner: params.owner } : {}),
        ...(params.role ? { role: params.role } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

/** The number a new warehouse gets (highest + 1); asked only when a create form opens. */
export function useNextWarehouseId(enabled: boolean) {
  return useQuery({
    queryKey: warehouseKeys.nextId(),
    queryFn: () => api.get<{ newId: string }>(`${warehousesBase}/getLastWarehouseId`),
    enabled,
    staleTime: 0,
  });
}

export function useWarehouseStock(params: WarehouseStockParams, enabled = true) {
  return useQuery({
    queryKey: warehouseKeys.stock(params),
    queryFn: () =>
      api.post<WarehouseStockPage>(`${warehousesBase}/fetchWarehouseProducts`, {
        params: {
          warehouseId: params.warehouseId,
          page: params.page,
          limit: params.limit,
          ...(params.search ? { search: params.search } : {}),
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useWarehouseAnalysis() {
  return useQuery({
    queryKey: warehouseKeys.analysis(),
    queryFn: () => api.post<WarehouseAnalysis>(`${warehousesBase}/fetchAnalysis`),
  });
}

/** Any change to a warehouse or its stock can move totals, lists and the charts: all reload. */
export function useInvalidateWarehouses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
}

export function useSaveWarehouse() {
  const invalidate = useInvalidateWarehouses();
  return useMutation({
    mutationFn: ({ _id, input }: { _id?: string; input: ParsedWarehouseInput }) =>
      _id
        ? api
            .put<{ updatedWarehouse: Warehouse }>(`${warehousesBase}/updateWarehouse`, {
              warehouse: { _id, ...input },
            })
            .then((answer) => answer.updatedWarehouse)
        : api.post<Warehouse>(`${warehousesBase}/createWarehouse`, { warehouse: input }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeleteWarehouse() {
  const invalidate = useInvalidateWarehouses();
  return useMutation({
    mutationFn: (_id: string) => api.patch<{ _id: string }>(`${warehousesBase}/deleteWarehouse`, { _id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useUpdateStockItem() {
  const invalidate = useInvalidateWarehouses();
  return useMutation({
    mutationFn: (input: UpdateStockItem) =>
      api.put<StockItem>(`${warehousesBase}/updateProductInWarehouse`, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}
