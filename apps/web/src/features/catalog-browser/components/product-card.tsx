import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { type CatalogProduct, formatShekels } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveImage } from '../../../ui/responsive-image';
import { fitsText, productName } from '../product-display';

/** Intrinsic size of card pictures, so the grid does not jump as they load. */
const imageWidth = 400;
const imageHeight = 260;
/** A card's width in the category grid (12 / 6 / 4 / 3 columns of a container at most 1200 px). */
const cardSizes = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 600px) 46vw, 92vw';

/**
 * A result card: picture, name, catalogue number, price, stock and what it fits; opens the product.
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
  return (
    <Card variant="outlined" sx={{ blockSize: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
        data-testid={`product-card-${product._id}`}
      >
        <Box sx={{ aspectRatio: `${imageWidth} / ${imageHeight}`, bgcolor: 'grey.100', display: 'grid' }}>
          {picture ? (
            <ResponsiveImage
              image={picture}
              alt={name}
              sizes={cardSizes}
              priority={priority}
              style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'contain' }}
            />
          ) : image ? (
            // A plain img: MUI's Box would turn width and height into styles, not attributes.
            <img
              src={image.url}
              alt={name}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={priority ? 'high' : undefined}
              width={imageWidth}
              height={imageHeight}
              style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Box sx={{ placeSelf: 'center', textAlign: 'center', color: 'text.secondary' }}>
              <ImageNotSupportedIcon sx={{ fontSize: 48 }} aria-hidden />
              <Typography variant="body2">{t('catalog-browser.product.noImage')}</Typography>
            </Box>
          )}
        </Box>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('catalog-browser.product.catalogNumber', { value: product.catalogNumber })}
          </Typography>
          {fits ? (
            <Typography variant="body2" color="text.secondary">
              {t('catalog-browser.product.fits', { machine: fits })}
            </Typography>
          ) : null}
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockStart: 'auto' }}
          >
            <Typography component="bdi" dir="ltr" variant="h6" sx={{ fontWeight: 700 }}>
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
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
