import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, productContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** Every category, built-in and created, with its product count (spec 3 §2.4). */
export function useProductCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: contractKey(calls.categories, {}),
    queryFn: ({ signal }) => call(calls.categories, {}, { signal }),
    select: (answer) => answer.categories,
    staleTime: 60_000,
  });
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractKey(calls.categories) });
}

export function useCreateProductCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.createCategory>) => call(calls.createCategory, request),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateProductCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.updateCategory>) => call(calls.updateCategory, request),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteProductCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (category: string) => call(calls.removeCategory, { category }),
    onSuccess: () => void invalidate(),
  });
}
