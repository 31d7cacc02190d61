import { Alert, Box, Button, Chip, Container, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { Pagination } from '../../../ui/pagination';
import { useStorefrontPaths } from '../../storefront/storefront-paths';
import { useCatalogOptions, useCatalogSearch } from '../api/use-catalog-browser';
import { catalogPageSizes, catalogSearchParams, isFiltering } from '../catalog-filters';
import { useCategoryLabel } from '../category-label';
import { BackLink } from '../components/back-link';
import { LoadError } from '../components/load-error';
import { ProductCard } from '../components/product-card';
import { useCatalogUrlFilters } from '../use-catalog-url-filters';
import { useLoadErrorToast } from '../use-load-error-toast';

/**
 * The filters' code (MUI's autocompletes, their popper, the fields): a chunk of its own, fetched as
 * soon as this page's code runs. A phone then evaluates it in a task of its own, and hydrates the
 * filters in a pass of their own after the results, rather than all in one long task (ADR 0034).
 */
const filterPanelCode = import('../components/catalog-filter-panel');
const CatalogFilterPanel = lazy(() => filterPanelCode.then((m) => ({ default: m.CatalogFilterPanel })));
/** Settles once the filters' code is here too: the storefront hydrates a category page after it. */
export const categoryPageReady: Promise<void> = filterPanelCode.then(() => undefined);

/**
 * Storefront → a category (/products/:category): filters, product cards and paging. The filters
 * and page are in the address, and each card's link carries them so the product view can come back
 * to the same results.
 */
export function CategoryPage() {
  const { category = '' } = useParams();
  // Keyed by category: another category starts from its own address, not this one's fields.
  return <CategoryResults key={category} category={category} />;
}

function CategoryResults({ category }: { category: string }) {
  const { to } = useStorefrontPaths();
  const { t } = useTranslation();
  const location = useLocation();
  const labelOf = useCategoryLabel();
  const filters = useCatalogUrlFilters();
  const resultsTop = useRef<HTMLHeadingElement>(null);
  const { page, limit, setPage } = filters;
  const search = useCatalogSearch(catalogSearchParams(category, filters.applied, { page, limit }));
  const categories = useCatalogOptions();
  useLoadErrorToast(search, t('catalog-browser.errors.search'));

  const answer = search.data;
  const label = labelOf(
    category,
    categories.data?.categories?.find((candidate) => candidate.category === category)?.label,
  );

  // A shorter list (new filters in another tab, products hidden since) can end before this page.
  useEffect(() => {
    if (answer && !search.isPlaceholderData && page > 1 && page > answer.totalPages)
      setPage(Math.max(1, answer.totalPages), { replace: true });
  }, [answer, search.isPlaceholderData, page, setPage]);

  const otherCategories = (answer?.categories ?? []).filter(
    (candidate) => candidate.category !== category && candidate.productCount > 0,
  );

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2}>
        <BackLink to={to('/products')} label={t('catalog-browser.title')} testId="category-back" />
        <Typography
          ref={resultsTop}
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}
        >
          {label}
        </Typography>
        <Suspense fallback={null}>
          <CatalogFilterPanel
            category={category}
            draft={filters.draft}
            applied={filters.applied}
            onChange={filters.change}
            onClear={filters.clear}
          />
        </Suspense>
        {answer?.searchType === 'vehicle' ? (
          answer.vehicle ? (
            <Alert severity="info" data-testid="category-vehicle">
              {t('catalog-browser.results.vehicle', {
                manufacturer: answer.vehicle.manufacturer,
                model: answer.vehicle.model,
                year: answer.vehicle.year,
              })}
            </Alert>
          ) : (
            <Alert severity="warning" data-testid="category-vehicle-not-found">
              {t('catalog-browser.results.vehicleNotFound')}
            </Alert>
          )
        ) : null}
        {otherCategories.length > 0 ? (
          <Box component="nav" aria-label={t('catalog-browser.results.otherCategories')}>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
            >
              {otherCategories.map((other) => (
                <li key={other.category}>
                  <Chip
                    component={RouterLink}
                    to={`${to(`/products/${encodeURIComponent(other.category)}`)}${location.search}`}
                    clickable
                    variant="outlined"
                    label={`${labelOf(other.category, other.label)} (${other.productCount})`}
                  />
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        {search.isPending ? (
          <LinearProgress aria-label={t('catalog-browser.title')} />
        ) : search.isError && !answer ? (
          <LoadError message={t('catalog-browser.errors.search')} onRetry={() => void search.refetch()} />
        ) : answer && answer.products.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }} data-testid="catalog-empty">
            <Typography component="h2" variant="h6">
              {t('catalog-browser.results.empty')}
            </Typography>
            {isFiltering(filters.applied) ? (
              <>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t('catalog-browser.results.emptyHint')}
                </Typography>
                <Button sx={{ mt: 2 }} variant="outlined" onClick={filters.clear}>
                  {t('catalog-browser.filters.clear')}
                </Button>
              </>
            ) : null}
          </Box>
        ) : answer ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minBlockSize: 24 }}>
              {/* The count heads the results, so each card's heading (h3) sits under a level 2. */}
              <Typography component="h2" variant="body1" color="text.secondary" data-testid="catalog-count">
                <output>{t('catalog-browser.results.count', { count: answer.total })}</output>
              </Typography>
              {search.isFetching ? <LinearProgress sx={{ flexGrow: 1 }} aria-hidden /> : null}
            </Box>
            {/* A plain list (styles/product-card.css): 1 / 2 / 3 / 4 columns at 0 / 600 / 900 / 1200 px. */}
            <ul className="sf-product-grid">
              {answer.products.map((product, index) => (
                <li key={product._id}>
                  <ProductCard
                    product={product}
                    priority={index === 0}
                    to={`${to(`/products/${encodeURIComponent(category)}/${product._id}`)}${location.search}`}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={limit}
              total={answer.total}
              totalPages={answer.totalPages}
              displayedCount={answer.products.length}
              onPageChange={(next) => {
                setPage(next);
                // A new page starts at its first card, not where the pager was.
                resultsTop.current?.scrollIntoView?.({ block: 'start' });
              }}
              onPageSizeChange={filters.setLimit}
              pageSizes={catalogPageSizes}
              disabled={search.isFetching}
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
