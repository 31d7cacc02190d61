import { type CatalogProduct, formatShekels } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PlainIcon } from '../../../ui/plain-icons';
import { ResponsiveImage } from '../../../ui/responsive-image';
import { fitsText, productName } from '../product-display';

/** Intrinsic size of card pictures, so the grid does not jump as they load. */
const imageWidth = 400;
const imageHeight = 260;
/** A card's width in the category grid (2 / 3 / 4 columns of a container at most 1200 px). */
const cardSizes = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, 46vw';

/**
 * A result card: picture, name, catalogue number, price, stock and what it fits; opens the product.
 * Plain elements styled by the storefront's stylesheet (styles/product-card.css): a category page
 * shows twenty of them, and on a phone they were most of what hydrating it cost (ADR 0034).
 * `priority`: the first card of a page, whose picture is the largest thing a phone shows first, so
 * it loads at once rather than waiting for the layout to find it in view.
 */
export function ProductCard({
  product,
  to,
  priority = false,
}: {
  product: CatalogProduct;
  to: string;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const image = product.imageUrl[0];
  const picture = product.images?.[0];
  const fits = fitsText(product);
  const name = productName(product, i18n.language);
  const imageStyle = { inlineSize: '100%', blockSize: '100%', objectFit: 'contain' } as const;
  return (
    <article className="sf-product-card">
      <RouterLink to={to} className="sf-product-card__link" data-testid={`product-card-${product._id}`}>
        <div className="sf-product-card__picture" style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}>
          {picture ? (
            <ResponsiveImage
              image={picture}
              alt={name}
              sizes={cardSizes}
              priority={priority}
              style={imageStyle}
            />
          ) : image ? (
            <img
              src={image.url}
              alt={name}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={priority ? 'high' : undefined}
              width={imageWidth}
              height={imageHeight}
              style={imageStyle}
            />
          ) : (
            <div className="sf-product-card__no-picture">
              <PlainIcon name="imageNotSupported" className="sf-product-card__no-picture-icon" />
              <p>{t('catalog-browser.product.noImage')}</p>
            </div>
          )}
        </div>
        <div className="sf-product-card__content">
          <h3 className="sf-product-card__name">{name}</h3>
          <p className="sf-product-card__detail">
            {t('catalog-browser.product.catalogNumber', { value: product.catalogNumber })}
          </p>
          {fits ? (
            <p className="sf-product-card__detail">{t('catalog-browser.product.fits', { machine: fits })}</p>
          ) : null}
          <div className="sf-product-card__price-row">
            <bdi dir="ltr" className="sf-product-card__price">
              {formatShekels(product.price)}
            </bdi>
            <span className={product.inStock ? 'sf-chip sf-chip--success' : 'sf-chip'}>
              {t(product.inStock ? 'catalog-browser.product.inStock' : 'catalog-browser.product.outOfStock')}
            </span>
            {product.isOriginal ? (
              <span className="sf-chip">{t('catalog-browser.product.original')}</span>
            ) : null}
          </div>
        </div>
      </RouterLink>
    </article>
  );
}
