import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

/**
 * What a MUI scope (mui-scope.tsx) needs from the page around it, in a module without MUI: the
 * storefront's first load has none (ADR 0034), so its providers give these and the lazily loaded
 * scopes read them.
 */

/** The style cache of a direction: the browser's lasting one, or the server's one per render. */
export const StyleCacheContext = createContext<((direction: 'rtl' | 'ltr') => EmotionCache) | null>(null);

/** True under providers that already give MUI's theme and style cache (the back-office's). */
export const MuiProvidedContext = createContext(false);
