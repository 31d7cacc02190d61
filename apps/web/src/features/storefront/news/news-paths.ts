import { type NewsLanguage, newsLanguages } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** The language prefix the visitor's address already carries ('/en'), or '' (Hebrew, the root). */
export function languagePrefixOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== 'he' && (newsLanguages as readonly string[]).includes(first) ? `/${first}` : '';
}

/**
 * The news pages' language and addresses: the language of the interface (which follows the
 * address's prefix), and links that keep the prefix the visitor came by.
 */
export function useNewsPaths() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const prefix = languagePrefixOf(pathname);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language: NewsLanguage = (newsLanguages as readonly string[]).includes(current)
    ? (current as NewsLanguage)
    : 'he';
  return {
    language,
    list: `${prefix}/news`,
    article: (slug: string) => `${prefix}/news/${encodeURIComponent(slug)}`,
  };
}

/** Hebrew and Arabic read right to left. */
export const directionOfNews = (language: NewsLanguage): 'rtl' | 'ltr' =>
  language === 'he' || language === 'ar' ? 'rtl' : 'ltr';
