import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ContractInput, catalogContracts, formatShekels } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { call, contractKey } from '../../../../app/api-client';
import { useRegistryDialog } from './registry-dialog-context';
import { TabListState } from './tab-list-state';

/** As many as a tab shows unpaged; the count says when there are more. */
export const fittingItemsShown = 50;

/**
 * The catalogue's products that fit this machine: the catalogue's own vehicle search, by the
 * saved chassis (else plate) number, each opening its product page.
 */
export function ItemsTab() {
  const { t } = useTranslation();
  const { item } = useRegistryDialog();
  const input: ContractInput<typeof catalogContracts.search> | undefined = item?.mispar_shilda
    ? { chassisNumber: item.mispar_shilda, page: 1, limit: fittingItemsShown }
    : item?.mispar_rechev
      ? { vehicleNumber: item.mispar_rechev, page: 1, limit: fittingItemsShown }
      : undefined;
  const search = useQuery({
    queryKey: contractKey(catalogContracts.search, input),
    queryFn: ({ signal }) => call(catalogContracts.search, input ?? {}, { signal }),
    enabled: Boolean(input),
  });
  const products = search.data?.products ?? [];

  return (
    <TabListState
      query={search}
      isEmpty={!input || (search.data !== undefined && products.length === 0)}
      texts={{
        empty: t('registry.items.empty'),
        loadError: t('registry.items.loadError'),
        loading: t('registry.items.loading'),
        retry: t('registry.customers.retry'),
      }}
      testId="registry-items"
    >
      {() => (
        <Box data-testid="registry-items">
          <Typography variant="body2" color="text.secondary" data-testid="registry-items-count">
            {t('registry.items.count', { count: search.data?.total ?? 0 })}
          </Typography>
          <List dense aria-label={t('registry.items.listLabel')}>
            {products.map((product) => (
              <ListItem
                key={product._id}
                disableGutters
                data-testid={`registry-item-${product.catalogNumber}`}
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/products/${product.category}/${product._id}`}>
                      {product.name}
                    </Link>
                  }
                  secondary={
                    <>
                      <bdi dir="ltr">{product.catalogNumber}</bdi>
                      {' · '}
                      <bdi dir="ltr">{formatShekels(product.price)}</bdi>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </TabListState>
  );
}
