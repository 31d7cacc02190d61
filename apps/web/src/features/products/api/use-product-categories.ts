import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@tg/domain';
import { api } from '../../../app/api-client';
import { productKeys } from './product-keys';

const base = '/product';

/** Every category, built-in and created, with its product count (spec 3 §2.4). */
export function useProductCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) =>
      api.get<{ categories: ProductCategory[] }>(`${base}/fetchProductCategories`, undefined, signal),
    select: (answer) => answer.categories,
    staleTime: 60_000,
  });
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.categories() });
}

export function useCreateProductCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (request: { categoryName: string; categoryEnName: string }) =>
      api.post<{ category: ProductCategory }>(`${base}/createProductCategory`, request),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateProductCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (request: { oldCategory: string; newCategory: string; newEnCategory: string }) =>
      api.patch<{ category: ProductCategory }>(`${base}/updateProductCategory`, request),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteProductCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (category: string) =>
      api.patch<{ category: ProductCategory }>(`${base}/deleteProductCategory`, { category }),
    onSuccess: () => void invalidate(),
  });
}
