import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatShekels, type Product, productsDefaultPageSize } from '@tg/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table';
import { SearchField } from '../../../ui/search-field';
import { useTableSearch } from '../../../ui/use-table-search';
import { useProductCategories } from '../api/use-product-categories';
import { useProductsList } from '../api/use-products';
import { categoryLabel } from '../product-categories';
import { CategorySelect } from './category-select';
import { ProductsTable } from './products-table';

export interface ProductPickerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen product; the picker closes itself after calling it. */
  onPick: (product: Product) => void;
  /** The category shown first; all categories when absent. */
  initialCategory?: string;
  title?: string;
}

/**
 * Chooses one product (spec 2 §2, documents' select mode): search by name or catalogue number,
 * narrow by category, then a click or Enter on a row picks it.
 */
export function ProductPicker(props: ProductPickerProps) {
  // Mounted only while open, so every opening starts with an empty search and page 1.
  return props.open ? <PickerDialog {...props} /> : null;
}

function PickerDialog({ open, onClose, onPick, initialCategory = '', title }: ProductPickerProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const categories = useProductCategories();
  const [category, setCategory] = useState(initialCategory);
  const [page, setPage] = useState(1);
  const search = useTableSearch({ minLength: 1, onTermChange: () => setPage(1) });
  const list = useProductsList({
    category: category || undefined,
    page,
    limit: productsDefaultPageSize,
    searchQuery: search.term,
  });
  const columns = useMemo<DataTableColumn<Product>[]>(
    () => [
      { id: 'catalogNumber', labelKey: 'products.columns.catalogNumber', dir: 'ltr', width: 130 },
      { id: 'name', labelKey: 'products.columns.name', width: 200 },
      {
        id: 'category',
        labelKey: 'products.columns.category',
        width: 120,
        value: (product) => categoryLabel(t, i18n.language, product.category, categories.data),
      },
      {
        id: 'price',
        labelKey: 'products.fields.price',
        dir: 'ltr',
        width: 100,
        value: (product) => formatShekels(product.price),
      },
    ],
    [t, i18n.language, categories.data],
  );

  const pick = (product: Product) => {
    onPick(product);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      data-testid="product-picker"
    >
      <DialogTitle id={titleId}>{title ?? t('products.picker.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', paddingBlock: 1 }}>
          <SearchField search={search} label={t('products.picker.search')} testId="product-picker-search" />
          <CategorySelect
            value={category}
            onChange={(next) => {
              setCategory(next);
              setPage(1);
            }}
            testId="product-picker-category"
          />
        </Box>
        <ProductsTable
          list={list}
          page={page}
          onPageChange={setPage}
          label={t('products.picker.title')}
          columns={columns}
          emptyText={search.term ? t('products.emptySearch') : t('products.empty')}
          onRowClick={pick}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="product-picker-close">
          {t('products.dialog.exit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
