import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Two style caches, one per direction: the right-to-left one mirrors MUI's physical left/right
 * rules. Our own styles use logical properties (marginInlineStart), which the plugin leaves alone.
 */
const caches: Record<'rtl' | 'ltr', EmotionCache> = {
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'mui', stylisPlugins: [prefixer] }),
};

export function emotionCacheFor(direction: 'rtl' | 'ltr'): EmotionCache {
  return caches[direction];
}
