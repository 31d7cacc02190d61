import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, newsContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

export type NewsArticlesParams = ContractInput<typeof calls.list>;

/** One page of the staff's articles; the previous page stays on screen while the next loads. */
export function useNewsArticles(params: NewsArticlesParams) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: ({ signal }) => call(calls.list, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any change every cached page is stale, the storefront's too. */
function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKey(calls.list) }),
      queryClient.invalidateQueries({ queryKey: contractKey(calls.publicList) }),
      queryClient.invalidateQueries({ queryKey: contractKey(calls.publicArticle) }),
    ]);
}

export function useSaveNewsArticle() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.create> & { id?: string }) =>
      input.id ? call(calls.update, { ...input, id: input.id }) : call(calls.create, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeleteNewsArticle() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (id: string) => call(calls.remove, { id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}
