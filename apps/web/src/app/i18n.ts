import { storefrontLanguages } from '@tg/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translation as hebrew } from './translations/he';
import type { Translation } from './translations/translation-of';

export const languages = [
  { code: 'he', label: 'עברית', direction: 'rtl' },
  { code: 'en', label: 'English', direction: 'ltr' },
  { code: 'ar', label: 'العربية', direction: 'rtl' },
  { code: 'ru', label: 'Русский', direction: 'ltr' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];
export const defaultLanguage: LanguageCode = 'he';
const storageKey = 'tg.language';

/**
 * Hebrew, the default and the fallback, is part of the first download; every other language is a
 * chunk of its own, downloaded only by those who choose it (most visitors never do).
 */
const translations: Record<LanguageCode, () => Promise<Translation>> = {
  he: async () => hebrew,
  en: async () => (await import('./translations/en')).translation,
  ar: async () => (await import('./translations/ar')).translation,
  ru: async () => (await import('./translations/ru')).translation,
};

export function directionOf(language: string): 'rtl' | 'ltr' {
  return languages.find((candidate) => candidate.code === language)?.direction ?? 'rtl';
}

function storedLanguage(): LanguageCode {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(storageKey) : null;
  return languages.some((language) => language.code === stored) ? (stored as LanguageCode) : defaultLanguage;
}

export function rememberLanguage(language: LanguageCode): void {
  localStorage.setItem(storageKey, language);
}

/** Downloads a language's texts once; i18next needs them before it switches. */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await translations[language](), true, true);
}

/** Switches only once the texts are there, so the interface never shows a mix of languages. */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * The language a storefront address names (issue 17, ADR 0029): its prefix (`/en/…`, `/ar/…`,
 * `/ru/…`), Hebrew at the root. Null for the back-office (`/dashboard…`), which keeps the language
 * its user chose.
 */
export function addressLanguage(pathname: string): LanguageCode | null {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return null;
  const first = pathname.split('/')[1] ?? '';
  const prefixed = storefrontLanguages.find((code) => code === first && code !== defaultLanguage);
  return prefixed ?? defaultLanguage;
}

/**
 * The language of the address on a storefront page, otherwise the one remembered from the last
 * visit. main.tsx awaits it before the first render, so a Russian visitor never sees Hebrew first.
 */
export async function startInStoredLanguage(
  pathname = typeof location !== 'undefined' ? location.pathname : '/dashboard',
): Promise<void> {
  const start = addressLanguage(pathname) ?? storedLanguage();
  if (start !== defaultLanguage) await switchLanguage(start);
}

void i18next.use(initReactI18next).init({
  resources: { [defaultLanguage]: { translation: hebrew } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
