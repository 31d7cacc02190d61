import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { GateGuard } from '../features/auth/components/gate-guard';
import { ApiError } from './api-client';
import { AuthProvider } from './auth/auth-provider';
import { emotionCacheFor } from './emotion-cache';
import { ErrorBoundary } from './error-boundary';
import { MuiProvidedContext } from './mui-scope-context';
import { NotificationsProvider } from './notifications';
import { createAppTheme } from './theme';
import { ToastView } from './toast-view';
import { useLanguage } from './use-language';

/** Client errors (4xx) are answers, not glitches: retry only network failures and server errors. */
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

/**
 * Theme and style cache that follow the language: right-to-left for Hebrew and Arabic, with
 * <html lang dir> kept in step. The date pickers bring their own provider (ui/dates-provider.tsx),
 * so they are not part of the first download.
 */
export function LanguageAwareProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(language), [language]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
    document.title = t('common.appName');
  }, [language, direction, t]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MuiProvidedContext.Provider value={true}>{children}</MuiProvidedContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Everything the pages expect around them, in dependency order. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageAwareProviders>
        <ErrorBoundary>
          <NotificationsProvider view={ToastView}>
            <BrowserRouter>
              <GateGuard>
                <AuthProvider>{children}</AuthProvider>
              </GateGuard>
            </BrowserRouter>
          </NotificationsProvider>
        </ErrorBoundary>
      </LanguageAwareProviders>
    </QueryClientProvider>
  );
}
