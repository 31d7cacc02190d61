import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ContractInput,
  productContracts as calls,
  type ParsedProductInput,
  warehouseContracts,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** One page of a category's visible products, the page counted from 1 (spec 3 §2.1, §7). */
export type ProductsListParams = ContractInput<typeof calls.list>;

/** One page of the temporary table, from 1: hidden products, of one category or of all. */
export interface HiddenProductsParams {
  category?: string;
  page: number;
  limit: number;
}

/** One page of a category's visible products; the previous page stays on screen while the next loads. */
export function useProductsList(params: ProductsListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: ({ signal }) => call(calls.list, params, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The temporary table (spec 3 §2.2): hidden products; without a category, of every category. */
export function useHiddenProducts(params: HiddenProductsParams) {
  const input: ContractInput<typeof calls.listByVisibility> = {
    ...(params.category ? { category: params.category } : {}),
    page: params.page,
    limit: params.limit,
    visibility: false,
  };
  return useQuery({
    queryKey: contractKey(calls.listByVisibility, input),
    queryFn: () => call(calls.listByVisibility, input),
    placeholderData: keepPreviousData,
  });
}

/** The machine → model → year choices of a category's table. */
export function useProductOptions(category: string) {
  return useQuery({
    queryKey: contractKey(calls.options, { category }),
    queryFn: () => call(calls.options, { category }),
    staleTime: 5 * 60_000,
  });
}

/** Where a catalogue number is stocked: one row per warehouse (read-only in the product dialog). */
export function useProductStock(catalogNumber: string | undefined) {
  const input = { catalogNumber: catalogNumber ?? '' };
  return useQuery({
    queryKey: contractKey(warehouseContracts.productStock, input),
    queryFn: () => call(warehouseContracts.productStock, input),
    enabled: Boolean(catalogNumber),
  });
}

/** The warehouses a product's stock may be kept in (the stock tab's dropdown). */
export function useWarehouseChoices() {
  const input = { page: 1, limit: 100 };
  return useQuery({
    queryKey: contractKey(warehouseContracts.list, input),
    queryFn: () => call(warehouseContracts.list, input),
    staleTime: 5 * 60_000,
  });
}

/** The next catalogue number of a non-original product in the category (spec 3 §2.3). */
export async function fetchNextCatalogNumber(category: string): Promise<string> {
  const answer = await call(calls.nextCatalogNumber, { category });
  return answer.newId;
}

/** A product by its catalogue number (a dialog opened from the address). */
export async function fetchProductByCatalogNumber(catalogNumber: string) {
  const answer = await call(calls.byCatalogNumber, { catalogNumber });
  return answer.product;
}

/**
 * After any change every list, the filter choices, stock rows and category counts may have moved;
 * stock is the warehouses module's too, so its product details reload as well.
 */
const productReads = [
  calls.list,
  calls.listByVisibility,
  calls.options,
  calls.categories,
  warehouseContracts.productStock,
];

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      productReads.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
    );
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (product: ParsedProductInput) => call(calls.create, { product }),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (product: ParsedProductInput & { _id: string }) => call(calls.update, { product }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (_id: string) => call(calls.remove, { _id }),
    onSuccess: () => void invalidate(),
  });
}

/** False moves a product to the temporary table; true returns it to its category's table. */
export function useSetProductVisibility() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (product: { _id: string; visibility: boolean }) => call(calls.setVisibility, { product }),
    onSuccess: () => void invalidate(),
  });
}
