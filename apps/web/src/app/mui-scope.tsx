import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useContext, useMemo } from 'react';
import { emotionCacheFor } from './emotion-cache';
import { MuiProvidedContext, StyleCacheContext } from './mui-scope-context';
import { createAppTheme } from './theme';
import { useLanguage } from './use-language';

/**
 * MUI's theme and style cache for the part of a storefront page that uses MUI components (a
 * catalogue page, a form, a dialog, ADR 0034). It loads with that part, not with the first page.
 * Under providers that already give them (the back-office's, or an outer scope) it adds nothing.
 * The global baseline (CssBaseline) is the storefront's stylesheet's job.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const provided = useContext(MuiProvidedContext);
  const styleCacheFor = useContext(StyleCacheContext) ?? emotionCacheFor;
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(language), [language]);
  if (provided) return children;
  return (
    <CacheProvider value={styleCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <MuiProvidedContext.Provider value={true}>{children}</MuiProvidedContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
