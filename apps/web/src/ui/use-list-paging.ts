import { useContext, useEffect, useState } from 'react';
import { AuthContext } from '../app/auth/auth-context';
import { useNotify } from '../app/notifications';
import { listMemoryKey, readListMemory, writeListMemory } from './list-memory';

/**
 * Page (from 1) and page size of a server-paged list; a new page size starts again at page 1.
 * With a `screen` name, the person's page size on that screen is remembered (as its filters are, see
 * use-list-address-state.ts), and reset forgets it.
 */
export function useListPaging(defaultPageSize: number, screen?: string) {
  // Outside a signed-in shell (some component tests) nothing is remembered.
  const user = useContext(AuthContext)?.user;
  const memoryKey = screen && user ? listMemoryKey(user._id, screen) : undefined;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => {
    const saved = memoryKey ? readListMemory(memoryKey).pageSize : undefined;
    return typeof saved === 'number' && Number.isInteger(saved) && saved > 0 ? saved : defaultPageSize;
  });
  const remember = (size: number | undefined) => {
    if (memoryKey) writeListMemory(memoryKey, { pageSize: size });
  };
  return {
    page,
    setPage,
    pageSize,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
      remember(size === defaultPageSize ? undefined : size);
    },
    resetPaging: () => {
      setPage(1);
      setPageSize(defaultPageSize);
      remember(undefined);
    },
  };
}

interface ListQueryState {
  data?: { totalPages: number };
  isError: boolean;
  errorUpdatedAt: number;
  isPlaceholderData: boolean;
}

/**
 * What every list does around its query: says once when a page fails to load (the table also
 * offers a retry), and goes back to the last page that exists when the list shrinks under the
 * current one, e.g. after deleting the last row of the last page.
 */
export function useListFollowUps(
  list: ListQueryState,
  paging: { page: number; setPage: (page: number) => void },
  loadErrorMessage?: string,
): void {
  const notify = useNotify();
  const failedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt && loadErrorMessage) notify.error(loadErrorMessage);
  }, [failedAt, loadErrorMessage, notify]);

  const { data, isPlaceholderData } = list;
  const { page, setPage } = paging;
  useEffect(() => {
    if (data && !isPlaceholderData && page > 1 && page > data.totalPages)
      setPage(Math.max(1, data.totalPages));
  }, [data, isPlaceholderData, page, setPage]);
}
