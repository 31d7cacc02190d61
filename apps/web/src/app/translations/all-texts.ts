import type { TextsOf } from '../i18n';
import { translation as hebrew } from './he';

/**
 * Every module's texts, as the back-office speaks (app/i18n.ts `speakWith`): Hebrew, the default
 * and the fallback, is part of the first download; every other language is a chunk of its own,
 * downloaded only by those who choose it (most never do).
 */
export const allTexts: TextsOf = async (language) => {
  if (language === 'en') return (await import('./en')).translation;
  if (language === 'ar') return (await import('./ar')).translation;
  if (language === 'ru') return (await import('./ru')).translation;
  return hebrew;
};
