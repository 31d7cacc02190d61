import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

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
 * Every locales/<lang>/<module>.json becomes the key prefix <module>, so `t('special-users.title')`
 * and the domain's validation keys (`validation.required`) resolve as written.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, { translation: Record<string, unknown> }> = {};
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, module] = match as unknown as [string, string, string];
  resources[language] ??= { translation: {} };
  resources[language].translation[module] = content;
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return languages.find((candidate) => candidate.code === language)?.direction ?? 'rtl';
}

function initialLanguage(): LanguageCode {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(storageKey) : null;
  return languages.some((language) => language.code === stored) ? (stored as LanguageCode) : defaultLanguage;
}

export function rememberLanguage(language: LanguageCode): void {
  localStorage.setItem(storageKey, language);
}

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
