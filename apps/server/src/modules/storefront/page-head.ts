import {
  defaultStorefrontLanguage,
  isUuid,
  localizedPath,
  matchPublicPath,
  type StorefrontLanguage,
  storefrontLanguages,
} from '@tg/domain';
import { type PageHeadTexts, pageHeadTexts } from './page-head-texts';

/** What a page's head needs of a product (the catalogue's service). */
export interface HeadProduct {
  id: string;
  name: string;
  catalogNumber: string;
  category: string;
  price: number;
  imageUrl?: string;
  inStock: boolean;
}

/** What a page's head needs of a news article (the news module's public article). */
export interface HeadArticle {
  slug: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  language: StorefrontLanguage;
  publishAt: string;
}

/** Where the head's details come from; undefined = not there (the page answers 404). */
export interface PageHeadSources {
  product(id: string): Promise<HeadProduct | undefined>;
  /** A category's own name when it is no built-in one; undefined when there is no such category. */
  category(value: string): Promise<{ label: string } | undefined>;
  article(slug: string): Promise<HeadArticle | undefined>;
}

/** One page's head, before it is written as HTML. */
export interface PageHead {
  status: 200 | 404;
  language: StorefrontLanguage;
  title: string;
  description: string;
  /** The page's address without origin; none on the not-found page. */
  canonicalPath?: string;
  /** hreflang → address, x-default included; empty on pages of one language or none. */
  alternates: [hreflang: string, path: string][];
  ogType: 'website' | 'article' | 'product';
  /** An absolute or site-relative image; the default picture when none. */
  image?: string;
  jsonLd?: Record<string, unknown>;
}

/**
 * The picture shared pages show when they have none of their own: a file of the web build
 * (apps/web/public), 1200×630 as link previews expect, JPEG because WhatsApp and Facebook show no
 * SVG. Drawn from the brand with the site's own fonts.
 */
export const defaultOgImage = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

const rtlLanguages: readonly StorefrontLanguage[] = ['he', 'ar'];
export const directionOf = (language: StorefrontLanguage) =>
  rtlLanguages.includes(language) ? 'rtl' : 'ltr';

/** "₪1,250" — the price as the storefront shows it. */
export function shekels(price: number): string {
  return `₪${price.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}

function alternatesOf(path: string): [string, string][] {
  return [
    ...storefrontLanguages.map((language): [string, string] => [language, localizedPath(path, language)]),
    ['x-default', localizedPath(path, defaultStorefrontLanguage)],
  ];
}

function titled(texts: PageHeadTexts, title: string): string {
  return `${title} · ${texts.appName}`;
}

/** The language an address names even when it is no page ('/en/no-such' → English). */
function languageOfAddress(pathname: string): StorefrontLanguage {
  const first = pathname.split('/')[1] ?? '';
  return storefrontLanguages.find((language) => language === first) ?? defaultStorefrontLanguage;
}

/** The not-found page's head in a language: no canonical, kept out of search results. */
export function notFoundHead(language: StorefrontLanguage): PageHead {
  const texts = pageHeadTexts[language];
  const [title, description] = texts.notFound;
  return {
    status: 404,
    language,
    title: titled(texts, title),
    description,
    alternates: [],
    ogType: 'website',
  };
}

/**
 * The head of an address: a storefront page's title, description, canonical, alternates, Open
 * Graph and (on a product) Product data, in the address's language; the not-found head with 404
 * for an address that is no page, or names a product, category or article that is not there.
 */
export async function resolvePageHead(pathname: string, sources: PageHeadSources): Promise<PageHead> {
  const match = matchPublicPath(pathname);
  if (!match) return notFoundHead(languageOfAddress(pathname));
  const { language, path } = match;
  const texts = pageHeadTexts[language];
  const page = ([title, description]: [string, string], extra: Partial<PageHead> = {}): PageHead => ({
    status: 200,
    language,
    title: titled(texts, title),
    description,
    canonicalPath: localizedPath(path, language),
    alternates: alternatesOf(path),
    ogType: 'website',
    ...extra,
  });

  const [, section = '', first, second] = path.split('/');
  if (path === '/')
    return page([texts.tagline, texts.homeDescription], { title: `${texts.appName} · ${texts.tagline}` });
  if (path === '/about-us') return page(texts.about);
  if (path === '/contact') return page(texts.contact);
  if (path === '/delivery-and-services') return page(texts.delivery);
  if (path === '/services/service-call') return page(texts.serviceCall);
  if (path === '/news') return page(texts.news);
  if (path === '/products') return page(texts.products);
  if (path === '/products/machine-view') return page([texts.machineView, texts.products[1]]);

  if (section === 'news' && first) {
    const article = await sources.article(first);
    if (!article) return notFoundHead(language);
    // An article is written in one language: its address in that language is the one to index.
    const own = localizedPath(`/news/${article.slug}`, article.language);
    return page([article.title, article.summary || texts.news[1]], {
      canonicalPath: own,
      alternates: [
        [article.language, own],
        ['x-default', own],
      ],
      ogType: 'article',
      image: article.imageUrl ?? undefined,
    });
  }

  if (section === 'products' && first) {
    const category = await sources.category(first);
    if (!category) return notFoundHead(language);
    const categoryName = texts.categories[first] ?? category.label;
    if (second === undefined) return page([categoryName, texts.categoryDescription(categoryName)]);
    const product = isUuid(second) ? await sources.product(second) : undefined;
    if (!product) return notFoundHead(language);
    const productPath = `/products/${encodeURIComponent(product.category)}/${product.id}`;
    const price = shekels(product.price);
    return page(
      [
        `${product.name} (${product.catalogNumber}) ${price}`,
        texts.productDescription({ name: product.name, catalogNumber: product.catalogNumber, price }),
      ],
      {
        canonicalPath: localizedPath(productPath, language),
        alternates: alternatesOf(productPath),
        ogType: 'product',
        image: product.imageUrl,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          sku: product.catalogNumber,
          ...(product.imageUrl ? { image: product.imageUrl } : {}),
          offers: {
            '@type': 'Offer',
            price: product.price.toFixed(2),
            priceCurrency: 'ILS',
            availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
            url: localizedPath(productPath, language),
          },
        },
      },
    );
  }
  return notFoundHead(language);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const absolute = (origin: string, address: string) =>
  /^https?:\/\//.test(address) ? address : `${origin}${address.startsWith('/') ? '' : '/'}${address}`;

/** The tags of a head, each on its own line. */
export function headTags(head: PageHead, origin: string): string {
  const texts = pageHeadTexts[head.language];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.status === 404) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalPath)
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(origin, head.canonicalPath))}" />`);
  for (const [hreflang, path] of head.alternates)
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(origin, path))}" />`);
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', texts.appName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', absolute(origin, head.image ?? defaultOgImage.path)),
    meta('property', 'og:locale', texts.ogLocale),
  );
  if (!head.image)
    tags.push(
      meta('property', 'og:image:width', String(defaultOgImage.width)),
      meta('property', 'og:image:height', String(defaultOgImage.height)),
      meta('property', 'og:image:alt', texts.appName),
    );
  if (head.canonicalPath) tags.push(meta('property', 'og:url', absolute(origin, head.canonicalPath)));
  if (head.jsonLd) {
    const offers = head.jsonLd.offers as Record<string, unknown> | undefined;
    const data = {
      ...head.jsonLd,
      ...(typeof head.jsonLd.image === 'string' ? { image: absolute(origin, head.jsonLd.image) } : {}),
      ...(offers ? { offers: { ...offers, url: absolute(origin, String(offers.url)) } } : {}),
    };
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The scripts whose fonts a page of each language preloads (the build marks each font
 * `data-font`). Latin on every page: prices, phone numbers and catalogue numbers are written in
 * its digits, and a font arriving after the first layout lays the whole page out again.
 */
const fontScriptsOf: Record<StorefrontLanguage, string[]> = {
  he: ['hebrew', 'latin'],
  ar: ['arabic', 'latin'],
  en: ['latin'],
  ru: ['cyrillic', 'latin'],
};

/**
 * The app's HTML with the page's head written in: `<html lang dir>` of the language, the
 * template's own title and description replaced by the page's, the other tags before `</head>`.
 */
export function withHead(template: string, head: PageHead, origin: string): string {
  const scripts = fontScriptsOf[head.language];
  const withoutOwn = template
    // Only the page's language's fonts are worth preloading; the others would compete for nothing.
    .replace(/<link[^>]*\sdata-font="(\w+)"[^>]*>\s*/gi, (tag, font: string) =>
      scripts.includes(font) ? tag : '',
    )
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const html = /<html[^>]*>/i.test(withoutOwn)
    ? withoutOwn.replace(/<html[^>]*>/i, `<html lang="${head.language}" dir="${directionOf(head.language)}">`)
    : withoutOwn;
  return html.replace(/<\/head>/i, `  ${headTags(head, origin)}\n  </head>`);
}
