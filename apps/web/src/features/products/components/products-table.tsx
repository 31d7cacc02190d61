import type { UseQueryResult } from '@tanstack/react-query';
import { type Product, type ProductsList, productsDefaultPageSize } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../ui/data-table';
import { Pagination } from '../../../ui/pagination';

type OwnProps = 'rows' | 'isLoading' | 'isError' | 'onRetry' | 'errorText' | 'footer';

export interface ProductsTableProps extends Omit<DataTableProps<Product>, OwnProps> {
  /** The page of products on screen (`useProductsList`, `useHiddenProducts`). */
  list: UseQueryResult<ProductsList>;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * A page of products with its states and "displayed N of total" under it: the category tables,
 * the temporary table and the product picker. The page size is the spec's fixed one.
 */
export function ProductsTable({ list, page, onPageChange, ...table }: ProductsTableProps) {
  const { t } = useTranslation();
  const data = list.data;
  return (
    <DataTable
      {...table}
      rows={data?.products}
      isLoading={list.isFetching}
      isError={list.isError}
      onRetry={() => void list.refetch()}
      errorText={t('products.notices.loadError')}
      footer={
        data ? (
          <Pagination
            page={page}
            pageSize={productsDefaultPageSize}
            total={data.total}
            totalPages={data.totalPages}
            displayedCount={data.products.length}
            pageSizes={[productsDefaultPageSize]}
            onPageChange={onPageChange}
            onPageSizeChange={() => {}}
          />
        ) : null
      }
    />
  );
}
