import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContractInput, documentContracts as calls, type DocCategory } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** A supplier's orders, a page at a time. */
export const supplierOrdersPageSize = 10;

/**
 * The orders addressed to the signed-in supplier, newest first, of one category or of all; `page`
 * counts from 1. fetchLast10Docs answers a supplier only the documents whose supplier it is, and
 * of each only the supplier's part (ADR 0022, Supplier order).
 */
export function useSupplierOrders(category: DocCategory | undefined, page: number) {
  const input: ContractInput<typeof calls.last10> = {
    page: Math.max(0, page - 1),
    limit: supplierOrdersPageSize,
  };
  if (category) input.category = category;
  return useQuery({
    queryKey: contractKey(calls.last10, input),
    queryFn: ({ signal }) => call(calls.last10, input, { signal }),
    placeholderData: keepPreviousData,
  });
}
