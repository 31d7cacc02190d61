import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach } from 'vitest';

/**
 * A setup file of each DOM test file, after fresh-modules.ts. The worker's document is kept from
 * file to file and emptied in between (jsdom-per-worker.ts); this makes the rest of the page fresh.
 */

// The emptied document lost its styles; emotion must forget it inserted them, or the next render
// would rely on rules that are gone (and, say, a disabled button would no longer refuse clicks).
const styleCache = defaultEmotionCache();
styleCache.sheet.flush();
for (const name of Object.keys(styleCache.inserted)) delete styleCache.inserted[name];

// No screen a file rendered may outlive it.
afterEach(() => cleanup());

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
