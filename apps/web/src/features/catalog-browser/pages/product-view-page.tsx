import DescriptionIcon from '@mui/icons-material/Description';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  Box,
  Chip,
  Container,
  Grid,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { type CatalogProductDetail, formatShekels, isUuid } from '@tg/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { ProductActions } from '../../storefront/components/product-actions';
import { useStorefrontPaths } from '../../storefront/storefront-paths';
import { usePageTitle } from '../../storefront/use-page-title';
import { useCatalogProduct } from '../api/use-catalog-browser';
import { BackLink } from '../components/back-link';
import { LoadError } from '../components/load-error';
import { ProductGallery } from '../components/product-gallery';
import { productName, yearsText } from '../product-display';
import { useLoadErrorToast } from '../use-load-error-toast';

const detailNames = ['type', 'color', 'print', 'holes', 'width', 'height', 'weight', 'curvature'] as const;

/**
 * Storefront → a product (/products/:category/:id): read only. The address keeps the results'
 * filters, so "back" returns to the same search.
 */
export function ProductViewPage() {
  const { to } = useStorefrontPaths();
  const { category = '', id = '' } = useParams();
  const location = useLocation();
  const { t } = useTranslation();
  const backTo = `${to(`/products/${encodeURIComponent(category)}`)}${location.search}`;
  const isValidId = isUuid(id);
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2}>
        <BackLink to={backTo} label={t('catalog-browser.view.back')} testId="product-back" />
        {isValidId ? <ProductView id={id} /> : <ProductNotFound />}
      </Stack>
    </Container>
  );
}

function ProductView({ id }: { id: string }) {
  const { t } = useTranslation();
  const product = useCatalogProduct(id);
  const isMissing = product.error instanceof ApiError && product.error.status === 404;
  useLoadErrorToast(
    { isError: product.isError && !isMissing, errorUpdatedAt: product.errorUpdatedAt },
    t('catalog-browser.errors.product'),
  );

  if (product.isPending) return <LinearProgress aria-label={t('catalog-browser.view.loading')} />;
  if (isMissing) return <ProductNotFound />;
  if (product.isError)
    return (
      <LoadError
        message={t('catalog-browser.errors.product')}
        onRetry={() => void product.refetch()}
        testId="product-error"
      />
    );
  return <ProductDetails product={product.data} />;
}

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      data-testid="product-not-found"
    >
      <SearchOffIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography component="h1" variant="h5" gutterBottom>
        {t('catalog-browser.view.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary">{t('catalog-browser.view.notFoundBody')}</Typography>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Term and value pairs, two columns wide enough for phones. */
function Facts({ facts }: { facts: { key: string; label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dd': { m: 0 },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" dir="auto" data-testid={`product-fact-${fact.key}`}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ProductDetails({ product }: { product: CatalogProductDetail }) {
  const { t, i18n } = useTranslation();
  const name = productName(product, i18n.language);
  usePageTitle(name);
  const fits = [
    { key: 'manufacturer', label: t('catalog-browser.view.manufacturer'), value: product.manufacturer },
    { key: 'model', label: t('catalog-browser.view.model'), value: product.model },
    { key: 'years', label: t('catalog-browser.view.years'), value: yearsText(product.years) },
  ].filter((fact) => fact.value.trim());
  const details = detailNames
    .map((key) => ({ key, label: t(`catalog-browser.view.details.${key}`), value: product[key] }))
    .filter((fact) => fact.value.trim());
  const options = product.options.filter((option) => option.trim());

  return (
    <Grid container spacing={{ xs: 2, md: 4 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProductGallery images={product.imageUrl} pictures={product.images} name={name} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2.5}>
          <Box>
            <Typography
              component="h1"
              variant="h4"
              sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}
            >
              {name}
            </Typography>
            <Typography color="text.secondary">
              {t('catalog-browser.product.catalogNumber', { value: product.catalogNumber })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              component="bdi"
              dir="ltr"
              variant="h5"
              sx={{ fontWeight: 700 }}
              aria-label={`${t('catalog-browser.view.price')} ${formatShekels(product.price)}`}
              data-testid="product-price"
            >
              {formatShekels(product.price)}
            </Typography>
            <Chip
              size="small"
              color={product.inStock ? 'success' : 'default'}
              variant={product.inStock ? 'filled' : 'outlined'}
              label={t(
                product.inStock ? 'catalog-browser.product.inStock' : 'catalog-browser.product.outOfStock',
              )}
            />
            {product.isOriginal ? (
              <Chip size="small" variant="outlined" label={t('catalog-browser.product.original')} />
            ) : null}
          </Box>
          <ProductActions product={{ _id: product._id, name, catalogNumber: product.catalogNumber }} />
          {product.deliveryTime.trim() ? (
            <Typography color="text.secondary">
              {t('catalog-browser.product.deliveryTime', { value: product.deliveryTime })}
            </Typography>
          ) : null}
          {product.description.trim() ? (
            <Section title={t('catalog-browser.view.description')}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
            </Section>
          ) : null}
          {fits.length > 0 ? (
            <Section title={t('catalog-browser.view.fitsTitle')}>
              <Facts facts={fits} />
            </Section>
          ) : null}
          {details.length > 0 ? (
            <Section title={t('catalog-browser.view.detailsTitle')}>
              <Facts facts={details} />
            </Section>
          ) : null}
          {options.length > 0 ? (
            <Section title={t('catalog-browser.view.optionsTitle')}>
              <Box
                component="ul"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
              >
                {options.map((option) => (
                  <li key={option}>
                    <Chip label={option} variant="outlined" />
                  </li>
                ))}
              </Box>
            </Section>
          ) : null}
          {product.installationInstructions.trim() ? (
            <Section title={t('catalog-browser.view.installationTitle')}>
              <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="product-installation">
                {product.installationInstructions}
              </Typography>
            </Section>
          ) : null}
          {product.docs.length > 0 ? (
            <Section title={t('catalog-browser.view.documentsTitle')}>
              <List dense disablePadding>
                {product.docs.map((doc) => (
                  <ListItem key={doc._id || doc.url} disableGutters>
                    <ListItemIcon sx={{ minInlineSize: 36 }}>
                      <DescriptionIcon color="primary" aria-hidden />
                    </ListItemIcon>
                    <ListItemText
                      primary={
                        <Link href={doc.url} target="_blank" rel="noopener noreferrer">
                          {doc.name || doc.value}
                        </Link>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
          ) : null}
        </Stack>
      </Grid>
    </Grid>
  );
}
