import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, type SitemapPages, sitemapXml } from './sitemap';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface StorefrontRouteOptions {
  /** The categories and products to list (products' read model; a fake in tests). */
  pages: () => Promise<SitemapPages>;
  now?: () => Date;
}

/** How long one built sitemap is served: new products show up within a minute. */
export const sitemapCacheMs = 60_000;
/** Origins (host names the site was asked by) whose sitemap is kept at once. */
const cachedOrigins = 4;

type Encoding = 'br' | 'gzip';

/**
 * The site's address as the visitor used it: Fastify reads Host and the protocol, and with
 * TRUST_PROXY the proxy's X-Forwarded-Host and X-Forwarded-Proto instead.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The best of brotli and gzip the client accepts (a `q=0` refuses), or none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) weights.set(name, quality === undefined ? 1 : Number(quality));
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => weightOf(name) > 0);
}

interface BuiltSitemap {
  expiresAt: number;
  xml: Promise<Buffer>;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * robots.txt and sitemap.xml at the site's root, public. The sitemap is built once a minute per
 * origin and compressed once per encoding (a 10,000-product sitemap is some 20 MB of XML and
 * well under 1 MB compressed), so crawlers asking often cost one build, not one each.
 */
export function storefrontRoutes({ pages, now = () => new Date() }: StorefrontRouteOptions) {
  const built = new Map<string, BuiltSitemap>();

  function sitemapFor(origin: string): BuiltSitemap {
    const at = now().getTime();
    const cached = built.get(origin);
    if (cached && cached.expiresAt > at) return cached;
    built.delete(origin);
    for (const [key, entry] of built)
      if (entry.expiresAt <= at || built.size >= cachedOrigins) built.delete(key);
    const xml = pages().then((listed) => Buffer.from(sitemapXml(origin, listed)));
    const entry: BuiltSitemap = { expiresAt: at + sitemapCacheMs, xml, encoded: new Map() };
    // A failed build is not kept: the next request tries again.
    xml.catch(() => built.get(origin) === entry && built.delete(origin));
    built.set(origin, entry);
    return entry;
  }

  function encodedSitemap(entry: BuiltSitemap, encoding: Encoding): Promise<Buffer> {
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = entry.xml.then((xml) =>
        encoding === 'br'
          ? brotli(xml, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: xml.length,
              },
            })
          : gzipped(xml),
      );
      entry.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  return async (app: FastifyInstance) => {
    app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(originOf(request))),
    );

    // Compressed here, once per build, rather than by the compression plugin on every request.
    app.get('/sitemap.xml', { config: { access: 'public' }, compress: false }, async (request, reply) => {
      const entry = sitemapFor(originOf(request));
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const body = encoding ? await encodedSitemap(entry, encoding) : await entry.xml;
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type('application/xml; charset=utf-8')
        .header('vary', 'accept-encoding')
        .header('cache-control', `public, max-age=${sitemapCacheMs / 1000}`)
        .send(body);
    });
  };
}
