import { z } from 'zod';
import { imageVariantPattern } from './image-addresses';

/** A public picture: its file and the original's size in pixels (for `width`/`height` and `srcset`). */
export const publicImageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PublicImage = z.infer<typeof publicImageSchema>;

export const imageVariantParamsSchema = z.object({
  id: z.string().uuid(),
  /** `<width>.<format>`: only the listed widths and formats. */
  variant: z.string().regex(imageVariantPattern),
});
