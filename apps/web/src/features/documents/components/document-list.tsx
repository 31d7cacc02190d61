import type { BusinessDocument } from '@tg/domain';
import { DataTable, type DataTableProps } from '../../../ui/data-table';
import { Pagination } from '../../../ui/pagination';

/** A page of a paged list: the pager shows only when there is more than one page. */
export interface DocumentListPaging {
  page: number;
  pageSize: number;
  /** All the documents of the list on the server. */
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export interface DocumentListProps
  extends Pick<
    DataTableProps<BusinessDocument>,
    | 'label'
    | 'columns'
    | 'errorText'
    | 'emptyText'
    | 'rowTestId'
    | 'onRowClick'
    | 'rowActions'
    | 'skeletonRows'
  > {
  /** The query that loads the list: a progress bar while it runs, an error with a retry when it failed. */
  query: { isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** The documents shown, undefined before the first answer. */
  rows: readonly BusinessDocument[] | undefined;
  paging?: DocumentListPaging;
}

/**
 * A list of documents as rows (cards on phones) with its loading, error and empty states and,
 * when it has more than one page, a pager of a fixed page size: a customer's history, their own
 * documents, the latest documents, a supplier's orders.
 */
export function DocumentList({ query, rows, paging, ...table }: DocumentListProps) {
  return (
    <DataTable
      {...table}
      rows={rows}
      isLoading={query.isFetching}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      footer={
        paging && paging.totalPages > 1 ? (
          <Pagination
            page={paging.page}
            pageSize={paging.pageSize}
            total={paging.total}
            totalPages={paging.totalPages}
            displayedCount={rows?.length ?? 0}
            pageSizes={[paging.pageSize]}
            onPageChange={paging.onPageChange}
            onPageSizeChange={() => {}}
          />
        ) : null
      }
    />
  );
}
