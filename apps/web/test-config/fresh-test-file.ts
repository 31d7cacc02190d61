import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, vi } from 'vitest';

/**
 * The first setup file of each DOM test file. Workers run test files one after the other without
 * isolation (vite.config.ts), keeping the loaded packages and the document (jsdom-per-worker.ts); this
 * gives each file what a fresh worker gave it before.
 */

// The app's own modules start anew, as do their module-level state and `vi.mock`s; the packages
// under node_modules stay loaded, which is the point.
vi.resetModules();

// The document was emptied, styles included; emotion must forget it inserted them, or the next
// render would rely on rules that are gone.
const styleCache = defaultEmotionCache();
styleCache.sheet.flush();
for (const name of Object.keys(styleCache.inserted)) delete styleCache.inserted[name];

// Whatever a file leaves running must not reach the next file.
afterEach(() => cleanup());
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The cache MUI's styles go to when no provider gives one: emotion's, created once per worker. */
function defaultEmotionCache(): EmotionCache {
  let found: EmotionCache | undefined;
  const Probe = withEmotionCache((_props: object, cache: EmotionCache) => {
    found = cache;
    return null;
  });
  renderToStaticMarkup(createElement(Probe));
  if (!found) throw new Error('emotion gave no default cache');
  return found;
}
