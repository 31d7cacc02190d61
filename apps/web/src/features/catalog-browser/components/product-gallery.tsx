import type { ProductFile, PublicImage } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../ui/plain-icons';
import { ResponsiveImage } from '../../../ui/responsive-image';

/** Spec 3 §9: a product has up to three images. */
export const maxProductImages = 3;
const mainSize = { width: 800, height: 600 };
const thumbSize = { width: 96, height: 72 };
/** Half the page beside the details from 900 px, the whole width below. */
const mainSizes = '(min-width: 1200px) 570px, (min-width: 900px) 46vw, 92vw';

/**
 * The product's pictures: a large one and, when there are more, thumbnails that choose it. Those
 * with a public picture (`pictures`, by file id) are served resized; the first is the page's main
 * image, loaded first. Plain elements (styles/product-view.css).
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

  if (!current) {
    return (
      <div className="sf-gallery__frame sf-gallery__frame--empty" data-testid="gallery-empty">
        <div>
          <PlainIcon name="imageNotSupported" className="sf-gallery__empty-icon" />
          <p className="sf-gallery__empty-text">{t('catalog-browser.product.noImage')}</p>
        </div>
      </div>
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
    <div>
      <div className="sf-gallery__frame">
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
      </div>
      {shown.length > 1 ? (
        <div className="sf-gallery__thumbs">
          {shown.map((image, index) => (
            <button
              type="button"
              key={image._id || image.url}
              className="sf-gallery__thumb"
              onClick={() => setSelected(index)}
              aria-label={t('catalog-browser.view.showImage', { number: index + 1 })}
              aria-pressed={index === selected}
            >
              {pictureOf(image) ? (
                <ResponsiveImage
                  image={pictureOf(image) as PublicImage}
                  alt=""
                  sizes={`${thumbSize.width}px`}
                  className="sf-gallery__thumb-image"
                  style={thumbSize}
                />
              ) : (
                <img
                  src={image.url}
                  alt=""
                  loading="lazy"
                  width={thumbSize.width}
                  height={thumbSize.height}
                  className="sf-gallery__thumb-image"
                />
              )}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
