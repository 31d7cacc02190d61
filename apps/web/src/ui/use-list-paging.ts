import { useEffect, useState } from 'react';
import { useNotify } from '../app/notifications';

/** Page (from 1) and page size of a server-paged list; a new page size starts again at page 1. */
export function useListPaging(defaultPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  return {
    page,
    setPage,
    pageSize,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    resetPaging: () => {
      setPage(1);
      setPageSize(defaultPageSize);
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
