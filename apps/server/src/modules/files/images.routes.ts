import { fileContracts as calls } from '@tg/domain';
import { contractRoutes, type FileAnswer, implement } from '../../platform/http/contract-routes';
import type { ImageVariants } from './image-variants';

/** A file id's bytes never change (a new picture is a new file), so its variants are kept for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

export function imagesRoutes(variants: ImageVariants) {
  return contractRoutes([
    // Opened by <img> on public pages, carrying nothing: the picture's owner being public is the permission.
    implement(calls.image, async ({ params }): Promise<FileAnswer> => {
      const { content, contentType } = await variants.open(params.id, params.variant);
      return {
        content,
        contentType,
        fileName: `${params.id}-${params.variant}`,
        disposition: 'inline',
        size: content.length,
        cacheControl: immutableCacheControl,
      };
    }),
  ]);
}
