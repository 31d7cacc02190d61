import {
  type CatalogProductDetail,
  deliveryTimeIn,
  displayLanguageOf,
  formatShekels,
  isUuid,
} from '@tg/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { PlainIcon } from '../../../ui/plain-icons';
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
 * filters, so "back" returns to the same search. Plain elements (styles/product-view.css): a
 * shared product link loads no component library until the visitor asks for a quote (ADR 0034).
 */
export function ProductViewPage() {
  const { to } = useStorefrontPaths();
  const { category = '', id = '' } = useParams();
  const location = useLocation();
  const { t } = useTranslation();
  const backTo = `${to(`/products/${encodeURIComponent(category)}`)}${location.search}`;
  const isValidId = isUuid(id);
  return (
    <div className="sf-container sf-product-view">
      <BackLink to={backTo} label={t('catalog-browser.view.back')} testId="product-back" />
      {isValidId ? <ProductView id={id} /> : <ProductNotFound />}
    </div>
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

  if (product.isPending)
    return (
      <div
        role="progressbar"
        aria-busy="true"
        aria-label={t('catalog-browser.view.loading')}
        className="sf-page-loading"
      />
    );
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
    <div className="sf-card sf-product-view__not-found" data-testid="product-not-found">
      <PlainIcon name="searchOff" className="sf-product-view__not-found-icon" />
      <h1 className="sf-product-view__not-found-title">{t('catalog-browser.view.notFoundTitle')}</h1>
      <p className="sf-product-view__muted">{t('catalog-browser.view.notFoundBody')}</p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="sf-product-view__section-title">{title}</h2>
      {children}
    </section>
  );
}

/** Term and value pairs, two columns wide enough for phones. */
function Facts({ facts }: { facts: { key: string; label: string; value: string }[] }) {
  return (
    <dl className="sf-product-view__facts">
      {facts.map((fact) => (
        <div key={fact.key} className="sf-product-view__fact">
          <dt>{fact.label}</dt>
          <dd dir="auto" data-testid={`product-fact-${fact.key}`}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
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
    <div className="sf-product-view__layout">
      <ProductGallery images={product.imageUrl} pictures={product.images} name={name} />
      <div className="sf-product-view__info">
        <div>
          <h1 className="sf-product-view__title">{name}</h1>
          <p className="sf-product-view__muted">
            {t('catalog-browser.product.catalogNumber', { value: product.catalogNumber })}
          </p>
        </div>
        <div className="sf-product-view__price-row">
          <p className="sf-product-view__price">
            {/* Read out as "price ₪1,250": the word is for screen readers, the figure for everyone. */}
            <span className="sf-visually-hidden">{t('catalog-browser.view.price')} </span>
            <bdi dir="ltr" data-testid="product-price">
              {formatShekels(product.price)}
            </bdi>
          </p>
          <span className={product.inStock ? 'sf-chip sf-chip--success' : 'sf-chip'}>
            {t(product.inStock ? 'catalog-browser.product.inStock' : 'catalog-browser.product.outOfStock')}
          </span>
          {product.isOriginal ? (
            <span className="sf-chip">{t('catalog-browser.product.original')}</span>
          ) : null}
        </div>
        <ProductActions product={{ _id: product._id, name, catalogNumber: product.catalogNumber }} />
        {product.deliveryTime.trim() ? (
          <p className="sf-product-view__muted">
            {t('catalog-browser.product.deliveryTime', {
              value: deliveryTimeIn(product.deliveryTime, displayLanguageOf(i18n.language)),
            })}
          </p>
        ) : null}
        {product.description.trim() ? (
          <Section title={t('catalog-browser.view.description')}>
            <p className="sf-product-view__text">{product.description}</p>
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
            <ul className="sf-product-view__options">
              {options.map((option) => (
                <li key={option} className="sf-chip sf-chip--medium">
                  {option}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {product.installationInstructions.trim() ? (
          <Section title={t('catalog-browser.view.installationTitle')}>
            <p className="sf-product-view__text" data-testid="product-installation">
              {product.installationInstructions}
            </p>
          </Section>
        ) : null}
        {product.docs.length > 0 ? (
          <Section title={t('catalog-browser.view.documentsTitle')}>
            <ul className="sf-product-view__documents">
              {product.docs.map((doc) => (
                <li key={doc._id || doc.url}>
                  <PlainIcon name="description" className="sf-product-view__document-icon" />
                  <a href={doc.url} target="_blank" rel="noopener noreferrer">
                    {doc.name || doc.value}
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </div>
  );
}
