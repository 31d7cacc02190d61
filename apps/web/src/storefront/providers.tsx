import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box, Button, CssBaseline, Paper, ThemeProvider, Typography } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ApiError } from '../app/api-client';
import { describeError } from '../app/api-errors';
import { AuthProvider } from '../app/auth/auth-provider';
import { emotionCacheFor } from '../app/emotion-cache';
import { ErrorBoundary } from '../app/error-boundary';
import { FullScreenSpinner } from '../app/full-screen-spinner';
import { NotificationsProvider } from '../app/notifications';
import { createAppTheme } from '../app/theme';
import { useLanguage } from '../app/use-language';
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
const GateLoginPage = lazy(() =>
  import('../features/auth/components/gate-login-page').then((m) => ({ default: m.GateLoginPage })),
);

/** The gate of AppProviders (features/auth/components/gate-guard), with its form loaded lazily. */
function StorefrontGateGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const gate = useGateStatus();
  if (gate.isPending) return <FullScreenSpinner />;
  if (gate.isError) {
    return (
      <Box role="alert" sx={{ minBlockSize: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper variant="outlined" sx={{ p: 4, maxInlineSize: 440, textAlign: 'center' }}>
          <Typography sx={{ mb: 3 }}>{describeError(t, gate.error)}</Typography>
          <Button variant="contained" onClick={() => void gate.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Paper>
      </Box>
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
 * Theme and style cache of the address's language, with <html lang dir> kept in step. Unlike the
 * back-office's providers it leaves the tab's title alone: the server wrote each page's own title
 * into the HTML, and the pages keep it in step as the visitor moves on.
 */
function StorefrontLanguageProviders({
  children,
  styleCacheFor,
}: {
  children: ReactNode;
  styleCacheFor: (direction: 'rtl' | 'ltr') => EmotionCache;
}) {
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(language), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);
  return (
    <CacheProvider value={styleCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
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
  styleCacheFor = emotionCacheFor,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  Router?: ComponentType<{ children: ReactNode }>;
  styleCacheFor?: (direction: 'rtl' | 'ltr') => EmotionCache;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontLanguageProviders styleCacheFor={styleCacheFor}>
        <ErrorBoundary>
          <NotificationsProvider>
            <Router>
              <StorefrontGateGuard>
                <AuthProvider>{children}</AuthProvider>
              </StorefrontGateGuard>
            </Router>
          </NotificationsProvider>
        </ErrorBoundary>
      </StorefrontLanguageProviders>
    </QueryClientProvider>
  );
}
