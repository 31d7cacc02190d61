import type { EmotionCache } from '@emotion/cache';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ApiError } from '../app/api-client';
import { describeError } from '../app/api-errors';
import { AuthProvider } from '../app/auth/auth-provider';
import { ErrorBoundary } from '../app/error-boundary';
import { FullScreenSpinner } from '../app/full-screen-spinner';
import { StyleCacheContext } from '../app/mui-scope-context';
import { NotificationsProvider } from '../app/notifications';
import { useLanguage } from '../app/use-language';
import { lazyWithMui } from '../app/with-mui';
import { useGateStatus } from '../features/auth/api/use-gate';

/**
 * The back-office's query client settings (app/providers.tsx), repeated here so the storefront does
 * not import that module and, through it, the gate's sign-in form.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

// The local gate's sign-in form (a phone and code form) is needed only while the gate is on: its
// code is fetched then, not with every visitor's first page.
const GateLoginPage = lazyWithMui(() =>
  import('../features/auth/components/gate-login-page').then((m) => m.GateLoginPage),
);

/** The gate of AppProviders (features/auth/components/gate-guard), with its form loaded lazily. */
function StorefrontGateGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const gate = useGateStatus();
  if (gate.isPending) return <FullScreenSpinner />;
  if (gate.isError) {
    return (
      <div role="alert" className="sf-error-screen sf-error-screen--full">
        <div className="sf-card sf-error-screen__card">
          <p className="sf-error-screen__body">{describeError(t, gate.error)}</p>
          <button
            type="button"
            className="sf-button sf-button--contained"
            onClick={() => void gate.refetch()}
          >
            {t('common.actions.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (gate.data.enabled && !gate.data.passed)
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <GateLoginPage />
      </Suspense>
    );
  return children;
}

/**
 * <html lang dir> kept in step with the address's language. Unlike the back-office's providers it
 * leaves the tab's title alone: the server wrote each page's own title into the HTML, and the
 * pages keep it in step as the visitor moves on. MUI's theme and style cache are not here: the
 * frame and the home page are plain elements, and what uses MUI brings them (ADR 0034).
 */
function StorefrontDocumentLanguage() {
  const { language, direction } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);
  return null;
}

/**
 * What the storefront's pages expect around them: AppProviders' order, without the back-office's
 * weight. The server's render (entry-server.tsx) gives its own router (the address it renders) and
 * a fresh style cache per page; the browser keeps the defaults.
 */
export function StorefrontProviders({
  children,
  queryClient,
  Router = BrowserRouter,
  styleCacheFor,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  Router?: ComponentType<{ children: ReactNode }>;
  /** The server's style cache for the page it renders; the browser keeps its own (app/emotion-cache.ts). */
  styleCacheFor?: (direction: 'rtl' | 'ltr') => EmotionCache;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StyleCacheContext.Provider value={styleCacheFor ?? null}>
        <StorefrontDocumentLanguage />
        <ErrorBoundary>
          <NotificationsProvider>
            <Router>
              <StorefrontGateGuard>
                <AuthProvider>{children}</AuthProvider>
              </StorefrontGateGuard>
            </Router>
          </NotificationsProvider>
        </ErrorBoundary>
      </StyleCacheContext.Provider>
    </QueryClientProvider>
  );
}
