import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { ProductFile } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 3 §9: a product has up to three images. */
export const maxProductImages = 3;
const mainSize = { width: 800, height: 600 };
const thumbSize = { width: 96, height: 72 };

/** The product's pictures: a large one and, when there are more, thumbnails that choose it. */
export function ProductGallery({ images, name }: { images: ProductFile[]; name: string }) {
  const { t } = useTranslation();
  const shown = images.slice(0, maxProductImages);
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
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.disabled' }}
        data-testid="gallery-empty"
      >
        <Box sx={{ textAlign: 'center' }}>
          <ImageNotSupportedIcon sx={{ fontSize: 64 }} aria-hidden />
          <Typography>{t('catalog-browser.product.noImage')}</Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={frame}>
        {/* A plain img: MUI's Box would turn width and height into styles instead of attributes. */}
        <img
          src={current.url}
          alt={
            shown.length > 1
              ? `${name} – ${t('catalog-browser.view.imageLabel', { number: selected + 1, total: shown.length })}`
              : name
          }
          width={mainSize.width}
          height={mainSize.height}
          decoding="async"
          data-testid="gallery-main"
          style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'contain', display: 'block' }}
        />
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
              <img
                src={image.url}
                alt=""
                loading="lazy"
                width={thumbSize.width}
                height={thumbSize.height}
                style={{ objectFit: 'cover', borderRadius: 4, display: 'block', background: '#f5f5f5' }}
              />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
