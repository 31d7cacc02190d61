import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ParsedProductInput,
  Product,
  ProductOptions,
  ProductsList,
  productWarehouseDetailsSchema,
  WarehousesList,
} from '@tg/domain';
import type { z } from 'zod';
import { api } from '../../../app/api-client';
import { type HiddenProductsParams, type ProductsListParams, productKeys } from './product-keys';

const base = '/product';

export type ProductStockRow = z.infer<typeof productWarehouseDetailsSchema>['warehouses'][number];

/** One page of a category's visible products; the previous page stays on screen while the next loads. */
export function useProductsList(params: ProductsListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => api.get<ProductsList>(`${base}/getData`, { ...params }, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The temporary table (spec 3 §2.2): hidden products; without a category, of every category. */
export function useHiddenProducts(params: HiddenProductsParams) {
  return useQuery({
    queryKey: productKeys.hiddenList(params),
    queryFn: () =>
      api.post<ProductsList>(`${base}/fetchProductsByVisablity`, {
        ...(params.category ? { category: params.category } : {}),
        page: params.page,
        limit: params.limit,
        visibility: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The machine → model → year choices of a category's table. */
export function useProductOptions(category: string) {
  return useQuery({
    queryKey: productKeys.options(category),
    queryFn: () => api.post<ProductOptions>(`${base}/getOptions`, { category }),
    staleTime: 5 * 60_000,
  });
}

/** Where a catalogue number is stocked: one row per warehouse (read-only in the product dialog). */
export function useProductStock(catalogNumber: string | undefined) {
  return useQuery({
    queryKey: productKeys.stock(catalogNumber ?? ''),
    queryFn: () =>
      api.post<{ warehouses: ProductStockRow[] }>('/warehouses/getProductWarehouseDetails', {
        catalogNumber,
      }),
    enabled: Boolean(catalogNumber),
  });
}

/** The warehouses a product's stock may be kept in (the stock tab's dropdown). */
export function useWarehouseChoices() {
  return useQuery({
    queryKey: productKeys.warehouses(),
    queryFn: () => api.post<WarehousesList>('/warehouses/fetchWarehouses', { page: 1, limit: 100 }),
    staleTime: 5 * 60_000,
  });
}

/** The next catalogue number of a non-original product in the category (spec 3 §2.3). */
export async function fetchNextCatalogNumber(category: string): Promise<string> {
  const answer = await api.post<{ newId: string }>(`${base}/getLastProductId`, { category });
  return answer.newId;
}

/** A product by its catalogue number (a dialog opened from the address). */
export async function fetchProductByCatalogNumber(catalogNumber: string): Promise<Product> {
  const answer = await api.post<{ product: Product }>(`${base}/getProductByCatalogNumber`, { catalogNumber });
  return answer.product;
}

/**
 * After any change every list, the filter choices, stock rows and category counts may have moved;
 * stock is the warehouses module's too, so its product details reload as well.
 */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'options'] }),
      queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'stock'] }),
      queryClient.invalidateQueries({ queryKey: productKeys.categories() }),
    ]);
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (product: ParsedProductInput) => api.post<Product>(`${base}/createProduct`, { product }),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (product: ParsedProductInput & { _id: string }) =>
      api.patch<{ updatedProduct: Product }>(`${base}/updateProduct`, { product }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (_id: string) => api.patch<{ _id: string }>(`${base}/deleteProducts`, { _id }),
    onSuccess: () => void invalidate(),
  });
}

/** False moves a product to the temporary table; true returns it to its category's table. */
export function useSetProductVisibility() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (product: { _id: string; visibility: boolean }) =>
      api.post<{ product: Product }>(`${base}/updateProductVisability`, { product }),
    onSuccess: () => void invalidate(),
  });
}
