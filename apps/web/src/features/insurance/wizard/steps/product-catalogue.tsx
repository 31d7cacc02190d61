import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { policyProductTypes } from '@tg/domain';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscriptionProducts } from '../api/use-subscription-products';
import type { SubscriptionProduct } from '../wizard-values';
import {
  type CatalogueFilter,
  type CatalogueSort,
  type CatalogueView,
  catalogueGroups,
} from './catalogue-view';
import { ProductCard } from './product-card';

const filters: readonly CatalogueFilter[] = ['all', ...policyProductTypes];
const sorts: readonly CatalogueSort[] = ['price', 'deductible'];
const cardGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  gap: 1.5,
};

export interface ProductCatalogueProps {
  selectedId: string | undefined;
  onSelect: (product: SubscriptionProduct) => void;
}

/**
 * The subscription products as cards, filtered, searched, sorted and grouped by type. Memoised:
 * typing in the damage fields below does not redraw every card.
 */
export const ProductCatalogue = memo(function ProductCatalogue({
  selectedId,
  onSelect,
}: ProductCatalogueProps) {
  const { t } = useTranslation();
  const products = useSubscriptionProducts();
  const [view, setView] = useState<CatalogueView>({ filter: 'all', sort: 'price', search: '' });
  const groups = useMemo(() => catalogueGroups(products.data ?? [], view), [products.data, view]);

  let content: React.ReactNode;
  if (products.isPending) {
    content = (
      <Box
        sx={cardGrid}
        aria-busy="true"
        aria-label={t('insurance-wizard.product.loading')}
        data-testid="wizard-products-loading"
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={140} />
        ))}
      </Box>
    );
  } else if (products.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void products.refetch()}
            disabled={products.isFetching}
          >
            {t('insurance-wizard.product.retry')}
          </Button>
        }
        data-testid="wizard-products-error"
      >
        {t('insurance-wizard.product.loadError')}
      </Alert>
    );
  } else if (groups.length === 0) {
    content = (
      <Alert severity="info" data-testid="wizard-products-empty">
        {t('insurance-wizard.product.empty')}
      </Alert>
    );
  } else {
    content = groups.map((group) => (
      <Box
        component="section"
        key={group.type}
        aria-label={t(`insurance-wizard.product.types.${group.type}`)}
      >
        <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t('insurance-wizard.product.group', {
            type: t(`insurance-wizard.product.types.${group.type}`),
            number: group.products.length,
          })}
        </Typography>
        <Box sx={cardGrid}>
          {group.products.map((product) => (
            <ProductCard
              key={product._id}
              product={product}
              isSelected={product._id === selectedId}
              onSelect={() => onSelect(product)}
            />
          ))}
        </Box>
      </Box>
    ));
  }

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 180px', lg: 'auto 180px 1fr' },
          gap: 1.5,
          alignItems: 'center',
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view.filter}
          onChange={(_event, filter: CatalogueFilter | null) => filter && setView({ ...view, filter })}
          aria-label={t('insurance-wizard.product.filterLabel')}
        >
          {filters.map((filter) => (
            <ToggleButton key={filter} value={filter} data-testid={`wizard-product-filter-${filter}`}>
              {t(`insurance-wizard.product.filters.${filter}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('insurance-wizard.product.sortLabel')}
          value={view.sort}
          onChange={(event) => setView({ ...view, sort: event.target.value as CatalogueSort })}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'wizard-product-sort' } as object } }}
        >
          {sorts.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`insurance-wizard.product.sorts.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('insurance-wizard.product.searchLabel')}
          value={view.search}
          onChange={(event) => setView({ ...view, search: event.target.value })}
          sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'wizard-product-search' },
          }}
        />
      </Box>
      {content}
    </Stack>
  );
});
