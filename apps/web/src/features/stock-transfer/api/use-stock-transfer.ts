import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ContractInput, type ContractOutput, warehouseContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';
import { stockInput, useInvalidateWarehouses } from '../../warehouses/api/use-warehouses';

export type TransferResult = ContractOutput<typeof calls.transfer>;

/** Every warehouse to choose from (a business has a handful; 100 is the call's page limit). */
export function useWarehouseChoices() {
  const input = { page: 1, limit: 100 };
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: () => call(calls.list, input),
  });
}

/** Catalogue numbers in the source warehouse matching what was typed (3+ characters). */
export function useSourceItems(warehouseId: string, search: string) {
  const input = stockInput({ warehouseId, page: 1, limit: 20, search });
  return useQuery({
    queryKey: contractKey(calls.stock, input),
    queryFn: () => call(calls.stock, input),
    enabled: Boolean(warehouseId) && search.trim().length >= 3,
    placeholderData: keepPreviousData,
  });
}

/** The item's quantity in every warehouse holding it. */
export function useProductDetails(catalogNumber: string) {
  return useQuery({
    queryKey: contractKey(calls.productStock, { catalogNumber }),
    queryFn: () => call(calls.productStock, { catalogNumber }),
    enabled: Boolean(catalogNumber),
  });
}

/** Transfers newest first, the page counted from 1. */
export function useTransfers(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: contractKey(calls.transfers, params),
    queryFn: () => call(calls.transfers, params),
    placeholderData: keepPreviousData,
  });
}

export function useTransferStock() {
  const invalidate = useInvalidateWarehouses();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.transfer>) => call(calls.transfer, request),
    onSuccess: () => {
      void invalidate();
    },
  });
}
