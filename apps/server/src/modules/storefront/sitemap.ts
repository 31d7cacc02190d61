import {
  defaultStorefrontLanguage,
  localizedPath,
  type StorefrontLanguage,
  staticPublicPaths,
  storefrontLanguages,
} from '@tg/domain';
import type { Executor } from '../../platform/db/client';
import type { NewsService } from '../news/news.service';
import { visibleCategoryCounts, visibleProductsPage } from '../products/storefront.read-model';

/** A product page the sitemap lists: `/products/{category}/{id}` in every language. */
export interface SitemapProduct {
  id: string;
  category: string;
  updatedAt: Date;
}

/** A published news article: one language, so one address (`/en/news/{slug}` for English). */
export interface SitemapArticle {
  slug: string;
  language: StorefrontLanguage;
  /** YYYY-MM-DD. */
  publishAt: string;
}

/** What the sitemap lists beside the fixed pages: categories with something to show, products, news. */
export interface SitemapPages {
  categories: string[];
  products: SitemapProduct[];
  articles: SitemapArticle[];
}

/** The sitemap protocol's limit for one file; past it a sitemap index would split the list. */
export const maxSitemapUrls = 50_000;

/** Pages of published news read per language (nine articles a page): enough for years of news. */
const maxNewsPages = 100;

/** Published news of every language, through the news module's public list (publish dates respected). */
async function publishedArticles(news: Pick<NewsService, 'publicList'>): Promise<SitemapArticle[]> {
  const perLanguage = await Promise.all(
    storefrontLanguages.map(async (language) => {
      const found: SitemapArticle[] = [];
      for (let page = 1; page <= maxNewsPages; page += 1) {
        const answer = await news.publicList({ language, page });
        found.push(...answer.articles.map(({ slug, publishAt }) => ({ slug, language, publishAt })));
        if (page >= answer.totalPages) break;
      }
      return found;
    }),
  );
  return perLanguage.flat();
}

/**
 * Every visible product and every category with visible products (the products module's read
 * model), and every published news article (the news module's service).
 */
export async function readSitemapPages(
  db: Executor,
  news: Pick<NewsService, 'publicList'>,
): Promise<SitemapPages> {
  const [categories, rows, articles] = await Promise.all([
    visibleCategoryCounts(db),
    visibleProductsPage(db, {}, { offset: 0, limit: maxSitemapUrls }),
    publishedArticles(news),
  ]);
  return {
    categories: categories.filter((row) => row.productCount > 0).map((row) => row.category),
    products: rows.map((row) => ({ id: row.id, category: row.category, updatedAt: row.updatedAt })),
    articles,
  };
}

/** The site's robots.txt: the storefront open, the back-office and the API closed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? '');

/** A page's address as the web router writes it: each segment URI-encoded (Hebrew category names). */
const encodedPath = (segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/**
 * One `<url>` per language of a page, each naming all of the page's languages and `x-default`
 * (the Hebrew address, the site's default) as alternates, as search engines ask for hreflang.
 */
function pageEntries(origin: string, path: string, lastmod?: string): string[] {
  const address = (language: StorefrontLanguage) => escapeXml(`${origin}${localizedPath(path, language)}`);
  const alternates = [
    ...storefrontLanguages.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(defaultStorefrontLanguage)}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return storefrontLanguages.map(
    (language) => `<url><loc>${address(language)}</loc>${modified}${alternates}</url>`,
  );
}

/**
 * The sitemap: every fixed public page, every category with visible products and every visible
 * product, each in the four languages, and each published news article in its own language. Built as one array of short strings joined once (10,000
 * products take tens of milliseconds); the routes cache the result for a minute. Products past the
 * protocol's 50,000 addresses are left out (a sitemap index would be the next step).
 */
export function sitemapXml(origin: string, pages: SitemapPages): string {
  const perPage = storefrontLanguages.length;
  const fixed = [
    ...staticPublicPaths.map((path) => pageEntries(origin, path)),
    ...pages.categories.map((category) => pageEntries(origin, encodedPath(['products', category]))),
    ...pages.articles.map((article) => [
      `<url><loc>${escapeXml(`${origin}${localizedPath(encodedPath(['news', article.slug]), article.language)}`)}</loc><lastmod>${article.publishAt}</lastmod></url>`,
    ]),
  ].flat();
  const room = Math.max(0, Math.floor((maxSitemapUrls - fixed.length) / perPage));
  const products = pages.products
    .slice(0, room)
    .flatMap((product) =>
      pageEntries(
        origin,
        encodedPath(['products', product.category, product.id]),
        product.updatedAt.toISOString(),
      ),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...fixed,
    ...products,
    '</urlset>',
    '',
  ].join('\n');
}
