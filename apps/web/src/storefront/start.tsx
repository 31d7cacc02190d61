import '../app/validation-config';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { speakWith, startInStoredLanguage } from '../app/i18n';
import { createQueryClient, StorefrontProviders } from './providers';
import { preloadPageAt, StorefrontRoutes } from './router';
import { storefrontTexts } from './storefront-texts';
import { replayTapOnceHydrated } from './tap-before-hydration';
import { keepTypedBeforeHydration } from './typed-before-hydration';

/** Starts the storefront in the page main.tsx has let the browser paint. */
const root = document.getElementById('root');
if (!root) throw new Error('storefront.html has no #root element');

speakWith(storefrontTexts);

/**
 * A page the server rendered (ADR 0032) comes with its answers: the browser starts from them and
 * hydrates the markup in place; without them (the server left the page to the browser) it renders.
 */
const queryClient = createQueryClient();
const serverState = document.getElementById('storefront-state')?.textContent;
if (serverState) {
  const answers = JSON.parse(serverState) as DehydratedState;
  // The server keeps a rendered page a minute, so its answers may be older than React Query's
  // 30 s: a stale answer would be fetched again while hydrating, and a component showing that
  // (a progress bar) would not match the server's markup. They count as fresh from this load.
  const loadedAt = Date.now();
  for (const query of answers.queries) query.state.dataUpdatedAt = loadedAt;
  hydrate(queryClient, answers);
}

// The page's words, and for a server-rendered page its code too: hydrated in one pass.
void Promise.all([
  startInStoredLanguage().catch(() => undefined),
  serverState ? preloadPageAt(location.pathname).catch(() => undefined) : undefined,
]).then(() => {
  const page = (
    <StrictMode>
      <StorefrontProviders queryClient={queryClient}>
        <StorefrontRoutes />
      </StorefrontProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the visitor can scroll and tap while it runs.
  if (serverState) {
    keepTypedBeforeHydration(root);
    startTransition(() => void hydrateRoot(root, page));
  } else createRoot(root).render(page);
  replayTapOnceHydrated();
});
