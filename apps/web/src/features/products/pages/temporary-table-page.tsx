import { Box } from '@mui/material';
import { productsDefaultPageSize } from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { useListFollowUps } from '../../../ui/use-list-paging';
import { useProductCategories } from '../api/use-product-categories';
import { useHiddenProducts } from '../api/use-products';
import { CategorySelect } from '../components/category-select';
import { productColumns } from '../components/product-columns';
import { useProductActions } from '../components/use-product-actions';
import { categoryLabel } from '../product-categories';

/**
 * The temporary table (route products/temporaryTable, spec 3 §2.2): hidden products of every
 * category, or of one chosen in the filter. A product returns to its category's table from here.
 */
export function TemporaryTablePage() {
  const { t, i18n } = useTranslation();
  const categories = useProductCategories();
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const list = useHiddenProducts({ category: category || undefined, page, limit: productsDefaultPageSize });
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('products.notices.loadError'));
  const actions = useProductActions(category || 'windows');
  const columns = useMemo(
    () => productColumns((value) => categoryLabel(t, i18n.language, value, categories.data)),
    [t, i18n.language, categories.data],
  );

  return (
    <Box>
      <ListToolbar
        title={t('products.temporaryTable.title')}
        search={
          <CategorySelect
            value={category}
            onChange={(next) => {
              setCategory(next);
              setPage(1);
            }}
            testId="temporary-filter-category"
          />
        }
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="products-refresh"
      />
      <DataTable
        label={t('products.temporaryTable.title')}
        columns={columns}
        rows={data?.products}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('products.notices.loadError')}
        emptyText={t('products.temporaryTable.empty')}
        rowActions={actions.rowActions}
        onRowDoubleClick={(product) => actions.open('view', product)}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={productsDefaultPageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.products.length}
              pageSizes={[productsDefaultPageSize]}
              onPageChange={setPage}
              onPageSizeChange={() => {}}
            />
          ) : null
        }
      />
      {actions.dialogs}
    </Box>
  );
}
