import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PlainAlert } from '../../../ui/plain-alert';
import { PlainPagination } from '../../../ui/plain-pagination';
import { useStorefrontPaths } from '../../storefront/storefront-paths';
import { useCatalogOptions, useCatalogSearch } from '../api/use-catalog-browser';
import { catalogPageSizes, catalogSearchParams, isFiltering } from '../catalog-filters';
import { useCategoryLabel } from '../category-label';
import { BackLink } from '../components/back-link';
import { CatalogFilterPanel } from '../components/catalog-filter-panel';
import { LoadError } from '../components/load-error';
import { ProductCard } from '../components/product-card';
import { useCatalogUrlFilters } from '../use-catalog-url-filters';
import { useLoadErrorToast } from '../use-load-error-toast';

/**
 * Storefront → a category (/products/:category): filters, product cards and paging. The filters
 * and page are in the address, and each card's link carries them so the product view can come back
 * to the same results. Plain elements styled by styles/catalog.css: the page a search engine or a
 * shared link lands on most loads no component library, so a phone shows and hydrates it sooner
 * (ADR 0034).
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
    <div className="sf-container sf-catalog">
      <BackLink to={to('/products')} label={t('catalog-browser.title')} testId="category-back" />
      <h1 ref={resultsTop} className="sf-catalog__title">
        {label}
      </h1>
      <CatalogFilterPanel
        category={category}
        draft={filters.draft}
        applied={filters.applied}
        onChange={filters.change}
        onClear={filters.clear}
      />
      {answer?.searchType === 'vehicle' ? (
        answer.vehicle ? (
          <PlainAlert severity="info" data-testid="category-vehicle">
            {t('catalog-browser.results.vehicle', {
              manufacturer: answer.vehicle.manufacturer,
              model: answer.vehicle.model,
              year: answer.vehicle.year,
            })}
          </PlainAlert>
        ) : (
          <PlainAlert severity="warning" data-testid="category-vehicle-not-found">
            {t('catalog-browser.results.vehicleNotFound')}
          </PlainAlert>
        )
      ) : null}
      {otherCategories.length > 0 ? (
        <nav aria-label={t('catalog-browser.results.otherCategories')}>
          <ul className="sf-catalog__other-categories">
            {otherCategories.map((other) => (
              <li key={other.category}>
                <RouterLink
                  className="sf-chip sf-chip--medium sf-chip--link"
                  to={`${to(`/products/${encodeURIComponent(other.category)}`)}${location.search}`}
                >
                  {`${labelOf(other.category, other.label)} (${other.productCount})`}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {search.isPending ? (
        <div
          role="progressbar"
          aria-busy="true"
          aria-label={t('catalog-browser.title')}
          className="sf-page-loading"
        />
      ) : search.isError && !answer ? (
        <LoadError message={t('catalog-browser.errors.search')} onRetry={() => void search.refetch()} />
      ) : answer && answer.products.length === 0 ? (
        <div className="sf-catalog__empty" data-testid="catalog-empty">
          <h2 className="sf-catalog__empty-title">{t('catalog-browser.results.empty')}</h2>
          {isFiltering(filters.applied) ? (
            <>
              <p className="sf-catalog__empty-hint">{t('catalog-browser.results.emptyHint')}</p>
              <button type="button" className="sf-button sf-button--outlined" onClick={filters.clear}>
                {t('catalog-browser.filters.clear')}
              </button>
            </>
          ) : null}
        </div>
      ) : answer ? (
        <>
          <div className="sf-catalog__count-row">
            {/* The count heads the results, so each card's heading (h3) sits under a level 2. */}
            <h2 className="sf-catalog__count" data-testid="catalog-count">
              <output>{t('catalog-browser.results.count', { count: answer.total })}</output>
            </h2>
            {search.isFetching ? (
              <div className="sf-page-loading sf-catalog__refreshing" aria-hidden />
            ) : null}
          </div>
          {/* A plain list (styles/product-card.css): 2 / 3 / 4 columns at 0 / 900 / 1200 px. */}
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
          <PlainPagination
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
    </div>
  );
}
