import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * A style cache for one direction: the right-to-left one mirrors MUI's physical left/right rules.
 * Our own styles use logical properties (marginInlineStart), which the plugin leaves alone. The
 * server's render (storefront/entry-server.tsx) makes a fresh one per page with the same key, so
 * the browser's cache recognises the styles the HTML brought and does not insert them again.
 */
export function createEmotionCache(direction: 'rtl' | 'ltr'): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui', stylisPlugins: [prefixer] });
}

const caches: Record<'rtl' | 'ltr', EmotionCache> = {
  rtl: createEmotionCache('rtl'),
  ltr: createEmotionCache('ltr'),
};

/** The browser's cache of a direction, one for the page's whole life. */
export function emotionCacheFor(direction: 'rtl' | 'ltr'): EmotionCache {
  return caches[direction];
}
