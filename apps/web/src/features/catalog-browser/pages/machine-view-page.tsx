import { Alert, Container, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStorefrontPaths } from '../../storefront/storefront-paths';
import { useVehicleSearch } from '../api/use-catalog-browser';
import { readVehicleNumbers, vehicleNumbersQuery } from '../catalog-filters';
import { BackLink } from '../components/back-link';
import { CategoryCards } from '../components/category-cards';
import { LoadError } from '../components/load-error';
import { VehicleSearchForm } from '../components/vehicle-search-form';
import { VehicleSummary } from '../components/vehicle-summary';
import { useLoadErrorToast } from '../use-load-error-toast';

/**
 * Storefront → products for my machine (/products/machine-view?chassisNumber=…|vehicleNumber=…):
 * the machine the registry knows by that number, and the categories holding products that fit it.
 * Each category link carries the numbers, so the category page lists only what fits. A number the
 * registry does not know may still be listed on products, so their categories are shown then too.
 */
export function MachineViewPage() {
  const { to } = useStorefrontPaths();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const numbers = readVehicleNumbers(searchParams);
  const query = vehicleNumbersQuery(numbers);
  const search = useVehicleSearch(numbers);
  useLoadErrorToast(search, t('catalog-browser.errors.vehicleSearch'));
  const answer = search.data;

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <BackLink to={to('/products')} label={t('catalog-browser.machineView.back')} />
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
        >
          {t('catalog-browser.machineView.title')}
        </Typography>
        {/* Keyed by the address: a new search shows the numbers it was made with. */}
        <VehicleSearchForm key={query} initial={numbers} />
        {!query ? (
          <Alert severity="info">{t('catalog-browser.machineView.askForNumber')}</Alert>
        ) : search.isPending ? (
          <LinearProgress aria-label={t('catalog-browser.machineView.searching')} />
        ) : search.isError ? (
          <LoadError
            message={t('catalog-browser.errors.vehicleSearch')}
            onRetry={() => void search.refetch()}
          />
        ) : answer ? (
          <>
            {answer.message === 'vehicleNotFound' || !answer.vehicle ? (
              <Alert severity="warning" data-testid="vehicle-not-found">
                {t('catalog-browser.machineView.vehicleNotFound')}
              </Alert>
            ) : (
              <VehicleSummary vehicle={answer.vehicle} />
            )}
            {answer.message === 'noProducts' || (answer.vehicle && answer.categories.length === 0) ? (
              <Alert severity="info" data-testid="vehicle-no-products">
                {t('catalog-browser.machineView.noProducts')}
              </Alert>
            ) : null}
            {answer.categories.length > 0 ? (
              <section aria-labelledby="machine-categories-title">
                <Typography
                  id="machine-categories-title"
                  component="h2"
                  variant="h6"
                  sx={{ fontWeight: 700, mb: 2 }}
                >
                  {t('catalog-browser.machineView.categoriesTitle')}
                </Typography>
                <CategoryCards categories={answer.categories} query={query} />
              </section>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
