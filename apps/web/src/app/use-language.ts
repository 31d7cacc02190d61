import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, directionOf, type LanguageCode, languages, rememberLanguage } from './i18n';

export interface LanguageState {
  language: LanguageCode;
  direction: 'rtl' | 'ltr';
  changeLanguage(language: LanguageCode): void;
}

/** The current interface language; changing it is remembered for the next visit. */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const language =
    languages.find((candidate) => candidate.code === (i18n.resolvedLanguage ?? i18n.language))?.code ??
    defaultLanguage;
  const changeLanguage = useCallback(
    (next: LanguageCode) => {
      rememberLanguage(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, direction: directionOf(language), changeLanguage };
}
