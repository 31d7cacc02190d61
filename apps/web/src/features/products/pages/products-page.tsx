import { Box, CircularProgress } from '@mui/material';
import { productsDefaultPageSize, productsSort } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { dashboardPath } from '../../../app/navigation';
import { ListToolbar } from '../../../ui/list-toolbar';
import { SelectionBar } from '../../../ui/selection-bar';
import { useListFollowUps } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { useRowSelection } from '../../../ui/use-row-selection';
import { NotFoundPage } from '../../shell/not-found-page';
import { useProductCategories } from '../api/use-product-categories';
import { useProductsList } from '../api/use-products';
import { productColumns } from '../components/product-columns';
import { ProductsSearch } from '../components/products-search';
import { ProductsTable } from '../components/products-table';
import { useProductActions } from '../components/use-product-actions';
import { useProductSearchParams } from '../components/use-product-search-params';
import { categoryLabel, isBaseCategory } from '../product-categories';

const columns = productColumns();

/**
 * A category's product table (route products/:category, or a fixed one like products/works;
 * spec 3 §2.1). Built-in categories show at
 * once; any other value waits for the category list and is the not-found page when it is not there.
 */
export function ProductsPage({ category: fixed }: { category?: string } = {}) {
  const { category: fromPath = '' } = useParams();
  const category = fixed ?? fromPath;
  const categories = useProductCategories();
  const isKnown = isBaseCategory(category) || categories.data?.some((entry) => entry.value === category);
  if (!isKnown) {
    if (categories.isPending) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 6 }}>
          <CircularProgress />
        </Box>
      );
    }
    return <NotFoundPage homeTo={dashboardPath('worker')} />;
  }
  // Keyed by category: the dialog and confirmation state start afresh in another table.
  return <ProductsList key={category} category={category} />;
}

function ProductsList({ category }: { category: string }) {
  const { t, i18n } = useTranslation();
  const categories = useProductCategories();
  const params = useProductSearchParams();
  const { search, page, setPage } = params;
  const actions = useProductActions(category);
  const sort = useListSort(productsSort, () => setPage(1), `products.${category}`);
  const query = {
    category,
    page,
    limit: productsDefaultPageSize,
    searchQuery: search.q || undefined,
    vinNumber: search.vin || undefined,
    tractorNumber: search.tractor || undefined,
    machine: search.machine || undefined,
    model: search.model || undefined,
    year: search.year || undefined,
    ...sort.query,
  };
  const list = useProductsList(query);
  // Rows are picked to export only them; the picks go when the page, search or sort change.
  const selection = useRowSelection(query);
  useListFollowUps(list, { page, setPage }, t('products.notices.loadError'));
  const title = categoryLabel(t, i18n.language, category, categories.data);

  return (
    <Box>
      <ListToolbar
        savedFilters={`products.${category}`}
        printable
        title={title}
        exportable={{ list: 'products', query, selectedIds: selection.selectedIds }}
        search={<ProductsSearch category={category} params={params} />}
        onReset={() => {
          params.clear();
          sort.reset();
        }}
        resetTestId="products-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="products-refresh"
        primaryAction={
          actions.canManage
            ? {
                label: t('products.create'),
                onClick: () => actions.open('create'),
                testId: 'products-create',
              }
            : undefined
        }
      />
      <SelectionBar count={selection.selectedIds.length} onClear={selection.clear} />
      <ProductsTable
        list={list}
        page={page}
        onPageChange={setPage}
        label={t('products.tableLabel', { title })}
        columns={columns}
        sort={sort}
        selection={{ ...selection, rowLabel: (product) => product.catalogNumber }}
        emptyText={params.isSearching ? t('products.emptySearch') : t('products.empty')}
        rowActions={actions.rowActions}
        onRowDoubleClick={(product) => actions.open('view', product)}
      />
      {actions.dialogs}
    </Box>
  );
}
