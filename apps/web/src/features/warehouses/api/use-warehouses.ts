import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, warehouseContracts as calls, can, type ParsedWarehouseInput } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';
import { useAuth } from '../../../app/auth/auth-context';

/** Page counted from 1, as the warehouse calls count; filters trimmed, 3+ characters, absent for none. */
export type WarehousesListParams = ContractInput<typeof calls.list>;

/** One warehouse's stock, the page counted from 1. */
export interface WarehouseStockParams {
  /** The warehouse number ('1'). */
  warehouseId: string;
  page: number;
  limit: number;
  search?: string;
}

/** One page of warehouses, the main warehouse first (the server orders them). */
export function useWarehouses(params: WarehousesListParams) {
  const input: WarehousesListParams = {
    page: params.page,
    limit: params.limit,
    ...(params.name ? { name: params.name } : {}),
    ...(params.owner ? { owner: params.owner } : {}),
    ...(params.role ? { role: params.role } : {}),
  };
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: () => call(calls.list, input),
    placeholderData: keepPreviousData,
  });
}

/**
 * The number a new warehouse gets (highest + 1): asked only while a create form is open, and only
 * by those who may create one (the stock roles would be refused).
 */
export function useNextWarehouseId(enabled: boolean) {
  const { userRole } = useAuth();
  return useQuery({
    queryKey: contractKey(calls.nextId, {}),
    queryFn: () => call(calls.nextId, {}),
    enabled: enabled && can(userRole, 'warehouses.manage'),
    staleTime: 0,
  });
}

/** The spec's `{params: {...}}` form of the stock call. */
export function stockInput(params: WarehouseStockParams): ContractInput<typeof calls.stock> {
  return {
    params: {
      warehouseId: params.warehouseId,
      page: params.page,
      limit: params.limit,
      ...(params.search ? { search: params.search } : {}),
    },
  };
}

export function useWarehouseStock(params: WarehouseStockParams, enabled = true) {
  const input = stockInput(params);
  return useQuery({
    queryKey: contractKey(calls.stock, input),
    queryFn: () => call(calls.stock, input),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useWarehouseAnalysis() {
  return useQuery({
    queryKey: contractKey(calls.analysis, {}),
    queryFn: () => call(calls.analysis, {}),
  });
}

/** Every call that reads warehouses or stock: a change can move totals, lists, stock and charts. */
const warehouseReads = [
  calls.list,
  calls.nextId,
  calls.stock,
  calls.productStock,
  calls.transfers,
  calls.analysis,
];

export function useInvalidateWarehouses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      warehouseReads.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
    );
}

export function useSaveWarehouse() {
  const invalidate = useInvalidateWarehouses();
  return useMutation({
    mutationFn: ({ _id, input }: { _id?: string; input: ParsedWarehouseInput }) =>
      _id
        ? call(calls.update, { warehouse: { _id, ...input } }).then((answer) => answer.updatedWarehouse)
        : call(calls.create, { warehouse: input }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeleteWarehouse() {
  const invalidate = useInvalidateWarehouses();
  return useMutation({
    mutationFn: (_id: string) => call(calls.remove, { _id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useUpdateStockItem() {
  const invalidate = useInvalidateWarehouses();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.updateStock>) => call(calls.updateStock, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}
