import { localizedPath, type StorefrontLanguage, storefrontLanguages } from '@tg/domain';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addressLanguage, defaultLanguage, switchLanguage } from '../../app/i18n';

/**
 * A storefront address split into its language and its page (`/en/contact` → en, `/contact`),
 * whether or not the page exists, so even the not-found page can be offered in another language.
 */
export function splitStorefrontAddress(pathname: string): { language: StorefrontLanguage; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const language = storefrontLanguages.find((code) => code === first && code !== defaultLanguage);
  if (!language) return { language: defaultLanguage, path: pathname || '/' };
  return { language, path: `/${rest.join('/')}` };
}

/**
 * The storefront's language as its address names it, and a page's address in that language: every
 * public link goes through `to` so a visitor who came in English stays in English.
 */
export function useStorefrontPaths() {
  const { pathname } = useLocation();
  const language = (addressLanguage(pathname) ?? defaultLanguage) as StorefrontLanguage;
  const to = useCallback((path: string) => localizedPath(path, language), [language]);
  return { language, to };
}

/**
 * Shows the storefront in its address's language (and `<html lang dir>` with it, see providers.tsx).
 * Not remembered: the back-office keeps the language its user chose; the switcher remembers.
 */
export function useAddressLanguage(onFailure: () => void) {
  const { i18n } = useTranslation();
  const { language } = useStorefrontPaths();
  const current = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (current === language) return;
    switchLanguage(language).catch(onFailure);
  }, [current, language, onFailure]);
}
