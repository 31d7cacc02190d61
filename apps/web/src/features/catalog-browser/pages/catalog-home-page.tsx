import { Box, Container, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCatalogOptions } from '../api/use-catalog-browser';
import { CategoryCards } from '../components/category-cards';
import { LoadError } from '../components/load-error';
import { VehicleSearchForm } from '../components/vehicle-search-form';
import { useLoadErrorToast } from '../use-load-error-toast';

/** Storefront → products (/products, spec 3 §2.11): search by machine, or pick a category. */
export function CatalogHomePage() {
  const { t } = useTranslation();
  const options = useCatalogOptions();
  const categories = options.data?.categories ?? [];
  useLoadErrorToast(options, t('catalog-browser.errors.categories'));

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
          >
            {t('catalog-browser.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxInlineSize: 720 }}>
            {t('catalog-browser.subtitle')}
          </Typography>
        </Box>
        <VehicleSearchForm />
        <Box component="section" aria-labelledby="catalog-categories-title">
          <Typography
            id="catalog-categories-title"
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, mb: 2 }}
          >
            {t('catalog-browser.home.categoriesTitle')}
          </Typography>
          {options.isPending ? (
            <LinearProgress aria-label={t('catalog-browser.home.loadingCategories')} />
          ) : options.isError ? (
            <LoadError
              message={t('catalog-browser.errors.categories')}
              onRetry={() => void options.refetch()}
              testId="catalog-categories-error"
            />
          ) : categories.length === 0 ? (
            <Typography color="text.secondary" data-testid="catalog-no-categories">
              {t('catalog-browser.home.noCategories')}
            </Typography>
          ) : (
            <CategoryCards categories={categories} />
          )}
        </Box>
      </Stack>
    </Container>
  );
}
