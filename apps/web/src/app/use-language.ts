import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultLanguage,
  directionOf,
  type LanguageCode,
  languages,
  rememberLanguage,
  switchLanguage,
} from './i18n';

export interface LanguageState {
  language: LanguageCode;
  direction: 'rtl' | 'ltr';
  /** Resolves once the language's texts are downloaded and shown. */
  changeLanguage(language: LanguageCode): Promise<void>;
}

/** The current interface language; changing it is remembered for the next visit. */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const language =
    languages.find((candidate) => candidate.code === (i18n.resolvedLanguage ?? i18n.language))?.code ??
    defaultLanguage;
  const changeLanguage = useCallback(async (next: LanguageCode) => {
    rememberLanguage(next);
    await switchLanguage(next);
  }, []);
  return { language, direction: directionOf(language), changeLanguage };
}
