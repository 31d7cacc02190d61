import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchContracts as calls, searchTermMaxLength, searchTermMinLength } from '@tg/domain';
import { useEffect, useState } from 'react';
import { call, contractKey } from '../../../app/api-client';

/** How long typing pauses before the search asks the server. */
export const searchDebounceMs = 250;

/** The term as the call takes it: trimmed, and only once it is long enough to search. */
export function searchableTerm(typed: string): string | null {
  const term = typed.trim();
  return term.length >= searchTermMinLength && term.length <= searchTermMaxLength ? term : null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * One search for everything (issue 18): the groups the server found for what was typed, asked
 * once typing pauses; the previous answer stays on screen while the next loads.
 */
export function useGlobalSearch(typed: string) {
  const term = useDebounced(searchableTerm(typed), searchDebounceMs);
  const query = useQuery({
    queryKey: contractKey(calls.search, { q: term ?? '' }),
    queryFn: ({ signal }) => call(calls.search, { q: term ?? '' }, { signal }),
    enabled: term !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const isWaiting = searchableTerm(typed) !== term;
  return { term, query, isSearching: term !== null && (query.isFetching || isWaiting) };
}
