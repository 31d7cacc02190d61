import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { ProductFile, PublicImage } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../ui/responsive-image';

/** Spec 3 §9: a product has up to three images. */
export const maxProductImages = 3;
const mainSize = { width: 800, height: 600 };
const thumbStyle = { objectFit: 'cover', borderRadius: 4, display: 'block', background: '#f5f5f5' } as const;
const thumbSize = { width: 96, height: 72 };
/** Half the page beside the details from 900 px, the whole width below. */
const mainSizes = '(min-width: 1200px) 570px, (min-width: 900px) 46vw, 92vw';

/**
 * The product's pictures: a large one and, when there are more, thumbnails that choose it. Those
 * with a public picture (`pictures`, by file id) are served resized; the first is the page's main
 * image, loaded first.
 */
export function ProductGallery({
  images,
  pictures = [],
  name,
}: {
  images: ProductFile[];
  pictures?: PublicImage[];
  name: string;
}) {
  const { t } = useTranslation();
  const shown = images.slice(0, maxProductImages);
  const pictureOf = (file: ProductFile) => pictures.find((picture) => picture.id === file._id);
  const [selected, setSelected] = useState(0);
  const current = shown[Math.min(selected, shown.length - 1)];
  const frame = {
    aspectRatio: `${mainSize.width} / ${mainSize.height}`,
    bgcolor: 'grey.100',
    borderRadius: 1,
  };

  if (!current) {
    return (
      <Box
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
        data-testid="gallery-empty"
      >
        <Box sx={{ textAlign: 'center' }}>
          <ImageNotSupportedIcon sx={{ fontSize: 64 }} aria-hidden />
          <Typography>{t('catalog-browser.product.noImage')}</Typography>
        </Box>
      </Box>
    );
  }
  const mainAlt =
    shown.length > 1
      ? `${name} – ${t('catalog-browser.view.imageLabel', { number: selected + 1, total: shown.length })}`
      : name;
  const mainStyle = {
    inlineSize: '100%',
    blockSize: '100%',
    objectFit: 'contain',
    display: 'block',
  } as const;
  const currentPicture = pictureOf(current);
  return (
    <Box>
      <Box sx={frame}>
        {currentPicture ? (
          <ResponsiveImage
            key={currentPicture.id}
            image={currentPicture}
            alt={mainAlt}
            sizes={mainSizes}
            priority
            data-testid="gallery-main"
            style={mainStyle}
          />
        ) : (
          // A plain img: MUI's Box would turn width and height into styles instead of attributes.
          <img
            src={current.url}
            alt={mainAlt}
            width={mainSize.width}
            height={mainSize.height}
            decoding="async"
            data-testid="gallery-main"
            style={mainStyle}
          />
        )}
      </Box>
      {shown.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, marginBlockStart: 1 }}>
          {shown.map((image, index) => (
            <ButtonBase
              key={image._id || image.url}
              onClick={() => setSelected(index)}
              aria-label={t('catalog-browser.view.showImage', { number: index + 1 })}
              aria-pressed={index === selected}
              sx={{
                borderRadius: 1,
                outlineStyle: 'solid',
                outlineWidth: 2,
                outlineColor: index === selected ? 'primary.main' : 'transparent',
                '&.Mui-focusVisible': { outlineColor: 'primary.dark', outlineWidth: 3 },
              }}
            >
              {pictureOf(image) ? (
                <ResponsiveImage
                  image={pictureOf(image) as PublicImage}
                  alt=""
                  sizes={`${thumbSize.width}px`}
                  style={{ ...thumbStyle, ...thumbSize }}
                />
              ) : (
                <img
                  src={image.url}
                  alt=""
                  loading="lazy"
                  width={thumbSize.width}
                  height={thumbSize.height}
                  style={thumbStyle}
                />
              )}
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
