import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatShekels, type Product, productsDefaultPageSize } from '@tg/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../../ui/data-table';
import { SearchField } from '../../../../ui/search-field';
import { useTableSearch } from '../../../../ui/use-table-search';
import { useProductCategories } from '../../../products/api/use-product-categories';
import { useHiddenProducts, useProductOptions, useProductsList } from '../../../products/api/use-products';
import { CategorySelect } from '../../../products/components/category-select';
import { ProductsTable } from '../../../products/components/products-table';
import { categoryLabel } from '../../../products/product-categories';

export interface DocumentProductPickerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen product; the picker closes itself after calling it. */
  onPick: (product: Product) => void;
}

/**
 * The products list in select mode for a document (spec 2 §2 "Products list used for documents"):
 * search, category, maker → model → year selects, and a side drawer whose "show only visible items"
 * switch, when turned off, also lists the hidden products (the temporary table). A click or Enter on
 * a row picks it.
 */
export function DocumentProductPicker(props: DocumentProductPickerProps) {
  // Mounted only while open, so every opening starts with an empty search and page 1.
  return props.open ? <PickerDialog {...props} /> : null;
}

type MachineChoice = 'machine' | 'model' | 'year';

function PickerDialog({ open, onClose, onPick }: DocumentProductPickerProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const categories = useProductCategories();
  const [category, setCategory] = useState('');
  const [choices, setChoices] = useState<Record<MachineChoice, string>>({ machine: '', model: '', year: '' });
  const [page, setPage] = useState(1);
  const [hiddenPage, setHiddenPage] = useState(1);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [onlyVisible, setOnlyVisible] = useState(true);
  const search = useTableSearch({ minLength: 1, onTermChange: () => setPage(1) });
  const list = useProductsList({
    category: category || undefined,
    page,
    limit: productsDefaultPageSize,
    searchQuery: search.term,
    machine: choices.machine || undefined,
    model: choices.model || undefined,
    year: choices.year || undefined,
  });
  const options = useProductOptions(category);
  const machines = options.data?.machines ?? [];
  const models =
    machines.find((entry) => entry.machine === choices.machine)?.models.map((m) => m.value) ?? [];

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
  const choose = (name: MachineChoice, value: string) => {
    setChoices((current) => ({ ...current, [name]: value, ...(name === 'machine' ? { model: '' } : {}) }));
    setPage(1);
  };

  const select = (name: MachineChoice, values: readonly string[], isEnabled: boolean) => (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t(`document-items.picker.${name}`)}
      value={choices[name]}
      disabled={!isEnabled}
      onChange={(event) => choose(name, event.target.value)}
      sx={{
        width: { xs: '100%', sm: 'auto' },
        minWidth: { sm: name === 'year' ? 100 : 140 },
        maxWidth: { sm: 200 },
      }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `doc-product-picker-${name}` },
      }}
    >
      <option value="">{t('document-items.picker.all')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      data-testid="doc-product-picker"
    >
      <DialogTitle id={titleId}>{t('document-items.picker.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', paddingBlock: 1 }}>
          <SearchField
            search={search}
            label={t('products.picker.search')}
            testId="doc-product-picker-search"
          />
          <CategorySelect
            value={category}
            onChange={(next) => {
              setCategory(next);
              setChoices({ machine: '', model: '', year: '' });
              setPage(1);
              setHiddenPage(1);
            }}
            testId="doc-product-picker-category"
          />
          {select(
            'machine',
            machines.map((entry) => entry.machine),
            true,
          )}
          {select('model', models, Boolean(choices.machine))}
          {select('year', options.data?.years ?? [], true)}
          <Tooltip title={t('document-items.picker.moreOptions')}>
            <IconButton
              onClick={() => setDrawerOpen(true)}
              aria-label={t('document-items.picker.moreOptions')}
              data-testid="doc-product-picker-options"
            >
              <TuneIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <ProductsTable
          list={list}
          page={page}
          onPageChange={setPage}
          label={t('document-items.picker.title')}
          columns={columns}
          emptyText={search.term ? t('products.emptySearch') : t('products.empty')}
          onRowClick={pick}
        />
        {onlyVisible ? null : (
          <HiddenProducts
            category={category}
            page={hiddenPage}
            onPageChange={setHiddenPage}
            columns={columns}
            onPick={pick}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="doc-product-picker-close">
          {t('document-items.picker.close')}
        </Button>
      </DialogActions>
      <Drawer
        anchor={theme.direction === 'rtl' ? 'left' : 'right'}
        open={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: '85vw', sm: 320 }, padding: 2 } } }}
        data-testid="doc-product-picker-drawer"
      >
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('document-items.picker.moreOptions')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={onlyVisible}
                onChange={(event) => {
                  setOnlyVisible(event.target.checked);
                  setHiddenPage(1);
                }}
                slotProps={{ input: { 'data-testid': 'doc-product-picker-only-visible' } as object }}
              />
            }
            label={t('document-items.picker.onlyVisible')}
          />
          <Button onClick={() => setDrawerOpen(false)} data-testid="doc-product-picker-drawer-close">
            {t('document-items.picker.closeOptions')}
          </Button>
        </Stack>
      </Drawer>
    </Dialog>
  );
}

/** The category's hidden products (the temporary table), listed only while the switch is off. */
function HiddenProducts({
  category,
  page,
  onPageChange,
  columns,
  onPick,
}: {
  category: string;
  page: number;
  onPageChange: (page: number) => void;
  columns: DataTableColumn<Product>[];
  onPick: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const hidden = useHiddenProducts({ category: category || undefined, page, limit: productsDefaultPageSize });
  return (
    <Stack spacing={1} sx={{ marginBlockStart: 2 }} data-testid="doc-product-picker-hidden">
      <Typography variant="subtitle2" component="h3">
        {t('document-items.picker.hiddenTitle')}
      </Typography>
      <ProductsTable
        list={hidden}
        page={page}
        onPageChange={onPageChange}
        label={t('document-items.picker.hiddenTitle')}
        columns={columns}
        emptyText={t('document-items.picker.hiddenEmpty')}
        onRowClick={onPick}
      />
    </Stack>
  );
}
