/**
 * The storefront's addresses (issue 17, ADR 0029): Hebrew at the root, the other languages under
 * their prefix (`/en/…`, `/ar/…`, `/ru/…`). The web's router, the server's sitemap and its 404
 * status all read this one list, so a page is public in all three places or in none.
 */
export const storefrontLanguages = ['he', 'en', 'ar', 'ru'] as const;
export type StorefrontLanguage = (typeof storefrontLanguages)[number];
export const defaultStorefrontLanguage: StorefrontLanguage = 'he';

/** '' for Hebrew, '/en' and so on for the others. */
export function languagePrefix(language: StorefrontLanguage): string {
  return language === defaultStorefrontLanguage ? '' : `/${language}`;
}

/** A page's address in a language: localizedPath('/about-us', 'en') = '/en/about-us'. */
export function localizedPath(path: string, language: StorefrontLanguage): string {
  const prefix = languagePrefix(language);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The public pages with a fixed address (the sitemap lists each in every language). */
export const staticPublicPaths = [
  '/',
  '/about-us',
  '/contact',
  '/news',
  '/delivery-and-services',
  '/services/service-call',
  '/products',
  '/products/machine-view',
] as const;

/** Public pages with a parameter: a category, a product, a news article. */
const parameterPatterns = [/^\/products\/[^/]+$/, /^\/products\/[^/]+\/[^/]+$/, /^\/news\/[^/]+$/];

export interface PublicPathMatch {
  language: StorefrontLanguage;
  /** The address without its language prefix ('/' for a language's home). */
  path: string;
}

/** Splits an address into its language and page; null when it is not a storefront page. */
export function matchPublicPath(pathname: string): PublicPathMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const [, first = '', ...rest] = clean.split('/');
  const language = storefrontLanguages.find(
    (candidate) => candidate === first && candidate !== defaultStorefrontLanguage,
  );
  const path = language ? `/${rest.join('/')}` : clean || '/';
  const known =
    (staticPublicPaths as readonly string[]).includes(path) ||
    parameterPatterns.some((pattern) => pattern.test(path));
  return known ? { language: language ?? defaultStorefrontLanguage, path } : null;
}
