import { storefrontLanguages } from '@tg/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** A language's texts, as one entry of the app downloads them. */
export type TextsOf = (language: LanguageCode) => Promise<Translation>;

/**
 * Each entry says which texts it speaks with before its first render (issue 17): the back-office
 * every module's (translations/all-texts.ts), the storefront only its pages' part
 * (storefront/storefront-texts.ts), so a visitor's first load carries no back-office words. A
 * storefront page that needs more (the service-call wizard) switches to all texts as it loads.
 */
let textsOf: TextsOf = async () => ({});
const loadedFrom = new Map<LanguageCode, TextsOf>();

export function speakWith(texts: TextsOf): void {
  textsOf = texts;
}

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

/** Downloads a language's texts once per set of texts; i18next needs them before it switches. */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  const texts = textsOf;
  if (loadedFrom.get(language) === texts) return;
  i18next.addResourceBundle(language, 'translation', await texts(language), true, true);
  loadedFrom.set(language, texts);
}

/**
 * Switches only once the texts are there, Hebrew's too (the fallback for a key a language lacks),
 * so the interface never shows a mix of languages or a bare key.
 */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  await Promise.all([loadLanguage(defaultLanguage), loadLanguage(language)]);
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
  await switchLanguage(start);
}

void i18next.use(initReactI18next).init({
  resources: {},
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
  // No advertisement in a visitor's console (i18next 25.8+ writes one at start by default).
  showSupportNotice: false,
});

export { i18next };
