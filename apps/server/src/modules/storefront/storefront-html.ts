import { errorCodes, type PublicImage, publicImageUrl } from '@tg/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LookupCache } from '../../platform/cache/lookup-cache';
import { AppError } from '../../platform/http/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { NewsService } from '../news/news.service';
import type { PageBodies, PageBody } from './page-bodies';
import { type PageHead, type PageHeadSources, resolvePageHead, withHead } from './page-head';

/** How long one address's head is kept: a renamed product or a new price shows within a minute. */
export const pageHeadCacheMs = 60_000;

/** The storefront's answer to an address: its status and the app's HTML with the page's head. */
export interface StorefrontDocument {
  status: 200 | 404;
  html: string;
}

/** What the web-app server asks the storefront for: a page's HTML from the built template. */
export interface StorefrontPages {
  render(
    template: string,
    pathname: string,
    origin: string,
    log?: FastifyBaseLogger,
    search?: string,
  ): Promise<StorefrontDocument>;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.code === errorCodes.notFound;

/** The heads' details read through the catalogue's and the news module's services. */
export function serviceSources(
  catalog: Pick<CatalogService, 'product' | 'categories'>,
  news: Pick<NewsService, 'publicArticle'>,
): PageHeadSources {
  const orNothing = async <T>(read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  return {
    async product(id) {
      const found = await orNothing(() => catalog.product(id));
      if (!found) return undefined;
      const { product } = found;
      return {
        id: product._id,
        name: product.name,
        catalogNumber: product.catalogNumber,
        category: product.category,
        price: product.price,
        imageUrl: product.images?.[0] ? sharedPicture(product.images[0]) : product.imageUrl[0]?.url,
        inStock: product.inStock,
      };
    },
    async category(value) {
      const known = (await catalog.categories()).find((category) => category.category === value);
      return known ? { label: known.label ?? value } : undefined;
    },
    async article(slug) {
      const article = await orNothing(() => news.publicArticle(slug));
      return article?.image ? { ...article, imageUrl: sharedPicture(article.image) } : article;
    },
  };
}

/**
 * The picture link previews and search engines get: the public address (ADR 0029), which keeps
 * working, not the signed link, which stops after an hour.
 */
const sharedPicture = (image: PublicImage) => publicImageUrl(image.id, 1280, 'webp');

/** The id of the script holding a rendered page's answers (read by apps/web/src/storefront/start.tsx). */
export const pageStateId = 'storefront-state';

/**
 * The template with a rendered page written in: its styles at the end of the head, its markup in
 * the root element and its answers right after it, where the browser's entry finds them to
 * hydrate the page rather than render it again.
 */
export function withBody(html: string, body: PageBody): string {
  const root = /<div id="root"><\/div>/;
  if (!root.test(html)) return html;
  return html
    .replace(/<\/head>/i, () => `${body.styles}\n  </head>`)
    .replace(
      root,
      () =>
        `<div id="root">${body.html}</div>\n    <script id="${pageStateId}" type="application/json">${body.state}</script>`,
    );
}

/**
 * Each storefront address answered with its own head (issue 17): the head is resolved once a
 * minute per address and written into whatever template the build has. Should the database be
 * away, the page still answers 200 with its section's head rather than failing. With the web's
 * server build (`bodies`, ADR 0032) the page's content is written in too.
 */
export function createStorefrontPages(
  sources: PageHeadSources,
  now: () => number = Date.now,
  bodies?: PageBodies,
): StorefrontPages {
  const heads = new LookupCache<PageHead>('storefrontPageHeads', pageHeadCacheMs, 2000, now);
  return {
    async render(template, pathname, origin, log, search = '') {
      // The body (filters and page numbers live in the query) renders while the head is looked up.
      const rendering = bodies?.body(`${pathname}${search}`, log);
      let head: PageHead;
      try {
        head = await heads.get(pathname, () => resolvePageHead(pathname, sources));
      } catch (error) {
        log?.warn({ err: error }, 'storefront page head failed');
        // The section's own page ('/en/products/windows/…' → '/en/products'), which needs no lookup.
        const section = pathname.replace(/\/(products|news)\/.*$/, '/$1');
        head = await resolvePageHead(section, {
          product: async () => undefined,
          category: async () => undefined,
          article: async () => undefined,
        });
        head = { ...head, status: 200 };
      }
      const html = withHead(template, head, origin);
      const body = await rendering;
      return { status: head.status, html: body ? withBody(html, body) : html };
    },
  };
}
