import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsContracts as calls, type NewsLanguage } from '@tg/domain';
import { call, contractKey } from '../../../../app/api-client';

/** One page of the published news in a language, newest first. */
export function usePublicNews(language: NewsLanguage, page: number) {
  const input = { language, page };
  return useQuery({
    queryKey: contractKey(calls.publicList, input),
    queryFn: ({ signal }) => call(calls.publicList, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One published article by its address (404 while unpublished, before its day, or unknown). */
export function usePublicArticle(slug: string) {
  return useQuery({
    queryKey: contractKey(calls.publicArticle, { slug }),
    queryFn: ({ signal }) => call(calls.publicArticle, { slug }, { signal }),
    retry: false,
  });
}
