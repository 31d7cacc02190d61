import { imageCandidates, type PublicImage, type PublicImageFormat, publicImageUrl } from '@tg/domain';
import type { CSSProperties } from 'react';

export interface ResponsiveImageProps {
  /** The public picture: its file and the original's size in pixels. */
  image: PublicImage;
  alt: string;
  /** How wide it is shown (`sizes`), e.g. `(min-width: 900px) 33vw, 100vw`: the browser picks the file. */
  sizes: string;
  /** The page's main picture (the first one seen): loaded at once and before the others. */
  priority?: boolean;
  style?: CSSProperties;
  className?: string;
  'data-testid'?: string;
}

const srcSetOf = (image: PublicImage, format: PublicImageFormat) =>
  imageCandidates(image.width)
    .map(({ width, actualWidth }) => `${publicImageUrl(image.id, width, format)} ${actualWidth}w`)
    .join(', ');

/**
 * A public picture resized by the server (ADR 0029): AVIF where the browser takes it, WebP
 * otherwise, at the width the layout needs; `width` and `height` keep its space before it loads.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  style,
  className,
  'data-testid': testId,
}: ResponsiveImageProps) {
  const candidates = imageCandidates(image.width);
  const fallback = candidates.find(({ width }) => width >= 640) ?? candidates[candidates.length - 1];
  return (
    // `display: contents`: the <img> sizes itself against the frame around it, as a lone <img> would.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={srcSetOf(image, 'avif')} sizes={sizes} />
      <img
        src={publicImageUrl(image.id, fallback?.width ?? 640, 'webp')}
        srcSet={srcSetOf(image, 'webp')}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={style}
        className={className}
        data-testid={testId}
      />
    </picture>
  );
}
