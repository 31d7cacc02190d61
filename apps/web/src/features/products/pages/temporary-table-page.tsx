import { Box } from '@mui/material';
import { productsDefaultPageSize } from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../ui/list-toolbar';
import { useListFollowUps } from '../../../ui/use-list-paging';
import { useProductCategories } from '../api/use-product-categories';
import { useHiddenProducts } from '../api/use-products';
import { CategorySelect } from '../components/category-select';
import { productColumns } from '../components/product-columns';
import { ProductsTable } from '../components/products-table';
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
      <ProductsTable
        list={list}
        page={page}
        onPageChange={setPage}
        label={t('products.temporaryTable.title')}
        columns={columns}
        emptyText={t('products.temporaryTable.empty')}
        rowActions={actions.rowActions}
        onRowDoubleClick={(product) => actions.open('view', product)}
      />
      {actions.dialogs}
    </Box>
  );
}
