/**
 * Public pictures (ADR 0029 "Public images"): a photo of a product the catalogue shows or of a
 * published news article, served resized at one of a few widths, as AVIF or WebP, from an address
 * that never changes, so browsers and proxies keep it for a year. Plain values and functions,
 * apart from their schemas (files/images.ts), for pages that show pictures and validate nothing
 * (ADR 0031).
 */
export const publicImageWidths = [160, 320, 640, 960, 1280] as const;
export type PublicImageWidth = (typeof publicImageWidths)[number];
export const publicImageFormats = ['avif', 'webp'] as const;
export type PublicImageFormat = (typeof publicImageFormats)[number];

/** `/api/images/<file id>/<width>.<format>`. */
export function publicImageUrl(id: string, width: PublicImageWidth, format: PublicImageFormat): string {
  return `/api/images/${id}/${width}.${format}`;
}

export const imageVariantPattern = new RegExp(
  `^(${publicImageWidths.join('|')})\\.(${publicImageFormats.join('|')})$`,
);

/** The width and format a valid variant names. */
export function parseImageVariant(variant: string): { width: PublicImageWidth; format: PublicImageFormat } {
  const [, width, format] = imageVariantPattern.exec(variant) ?? [];
  if (!width || !format) throw new Error(`not an image variant: ${variant}`);
  return { width: Number(width) as PublicImageWidth, format: format as PublicImageFormat };
}

/**
 * The variants worth offering for a picture `originalWidth` wide, each with the width it really
 * has: the listed widths below the original and the first one at or above it (served at the
 * original's width, never enlarged).
 */
export function imageCandidates(originalWidth: number): { width: PublicImageWidth; actualWidth: number }[] {
  const candidates: { width: PublicImageWidth; actualWidth: number }[] = [];
  for (const width of publicImageWidths) {
    candidates.push({ width, actualWidth: Math.min(width, originalWidth) });
    if (width >= originalWidth) break;
  }
  return candidates;
}
