import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEn, heIL as pickersHe, ruRU as pickersRu } from '@mui/x-date-pickers/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/he';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ar-sa';
import 'dayjs/locale/ru';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { GateGuard } from '../features/auth/components/gate-guard';
import { ApiError } from './api-client';
import { AuthProvider } from './auth/auth-provider';
import { emotionCacheFor } from './emotion-cache';
import { ErrorBoundary } from './error-boundary';
import type { LanguageCode } from './i18n';
import { NotificationsProvider } from './notifications';
import { createAppTheme } from './theme';
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

/** dayjs locales: en-gb and ar-sa keep Western digits and day-first dates. */
const dayjsLocale: Record<LanguageCode, string> = { he: 'he', en: 'en-gb', ar: 'ar-sa', ru: 'ru' };
const pickerTexts = {
  he: pickersHe,
  en: pickersEn,
  ar: pickersEn,
  ru: pickersRu,
} satisfies Record<LanguageCode, unknown>;
/** Dates are typed and shown as DD/MM/YYYY in every language (spec 1 §9). */
const dateFormats = { keyboardDate: 'DD/MM/YYYY', normalDate: 'DD/MM/YYYY' };

/**
 * Theme, style cache and date pickers that follow the language: right-to-left for Hebrew and
 * Arabic, with <html lang dir> kept in step.
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
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale={dayjsLocale[language]}
          dateFormats={dateFormats}
          localeText={pickerTexts[language].components.MuiLocalizationProvider.defaultProps.localeText}
        >
          {children}
        </LocalizationProvider>
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
          <NotificationsProvider>
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
