import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { matchPublicPath, type PublicPathMatch } from '@tg/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Where `vite build` put the web app, beside the sources or beside the server bundle. */
export function findWebDist(configured?: string): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}

/** Hashed bundles: a new build writes new names, so a browser may keep these for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Other files in the web's public folder (a CSV template, an icon): may change on a deploy. */
export const shortCacheControl = 'public, max-age=3600';

/**
 * The Cache-Control of a static file: fingerprinted files under /assets/ for a year, index.html
 * revalidated on every load (it names the current bundles), anything else an hour. `filePath` may
 * be the precompressed twin (`x.js.br`), which is cached like its original.
 */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return immutableCacheControl;
  if (/^(index|storefront)\.html/.test(path.basename(filePath))) return 'no-cache';
  return shortCacheControl;
}

/** Whether a storefront page with a parameter names something there (a product, an article). */
export type PageExistence = (match: PublicPathMatch) => Promise<boolean>;

/** The address decoded (Hebrew category names arrive URI-encoded); null when it cannot be. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * An address the web router shows a page for: a storefront page in any language (the one list in
 * the domain) or anything under /dashboard (the back-office checks its own sections after sign-in).
 */
export function isWebAppPage(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  if (decoded === null) return false;
  return decoded === '/dashboard' || decoded.startsWith('/dashboard/') || matchPublicPath(decoded) !== null;
}

/**
 * The status of the app's answer to an address: 404 when it is no page of the app, or a storefront
 * page whose product, category or article is not there (`exists`, from the storefront module).
 * Should that check fail (the database away), the page answers 200 as the app itself would try.
 */
export async function webAppStatus(
  pathname: string,
  exists?: PageExistence,
  log?: FastifyBaseLogger,
): Promise<200 | 404> {
  if (!isWebAppPage(pathname)) return 404;
  const match = matchPublicPath(decodedPath(pathname) ?? '');
  if (!match || !exists) return 200;
  try {
    return (await exists(match)) ? 200 : 404;
  } catch (error) {
    log?.warn({ err: error }, 'storefront page check failed');
    return 200;
  }
}

/** What the storefront module answers for a storefront address (or any unknown one): its HTML and status. */
export interface StorefrontRenderer {
  render(
    template: string,
    pathname: string,
    origin: string,
    log?: FastifyBaseLogger,
    /** The address's query ('?page=2'), which the page's body is rendered with. */
    search?: string,
  ): Promise<{ status: 200 | 404; html: string }>;
}

/** The back-office's addresses: the back-office entry (index.html) answers them. */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

/**
 * Serves the built storefront and back-office.
 *
 * Compression: `vite build` writes a `.br` and a `.gz` beside each compressible file (the
 * precompress step in apps/web/vite.config.ts), and `preCompressed` sends the one the browser
 * accepts, so bundles are compressed once at the best level instead of on every request; files
 * without a twin (images, fonts, PDFs, already compressed) go as they are.
 *
 * Which HTML: `/dashboard/…` gets the back-office entry (index.html) as it is. Every other GET
 * outside /api that is not a file is a storefront address or an unknown one: it gets the
 * storefront entry (storefront.html; index.html in a build without one) with the page's own head
 * written in by the storefront module (title, description, canonical, hreflang, Open Graph,
 * Product data, `<html lang dir>`), so search engines and link previews read it without
 * JavaScript; an unknown address, or a product or article that is not there, answers 404 with the
 * not-found head while a person still sees the app's own not-found page. Both answers go through
 * a route (not the not-found handler) so the compression plugin's hooks apply to them.
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  storefront?: StorefrontRenderer,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // send's own `Cache-Control: public, max-age=0` would replace the one set below.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlFor(filePath));
      // The same address answers brotli, gzip or plain bytes: caches must key on what was accepted.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  const storefrontTemplate = existsSync(path.join(root, 'storefront.html'))
    ? 'storefront.html'
    : 'index.html';
  app.get('/*', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : request.url.slice(queryAt);
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    // Browsers ask for /favicon.ico on their own when the page names no icon: "none" (204) rather
    // than a failed request in every visitor's console. An icon in the build is served as a file
    // by the static routes above and never reaches this.
    if (pathname === '/favicon.ico') return reply.code(204).header('cache-control', shortCacheControl).send();
    const decoded = decodedPath(pathname);
    if (decoded !== null && isBackOfficePath(decoded)) return reply.code(200).sendFile('index.html');
    if (!storefront) return reply.code(await webAppStatus(pathname)).sendFile(storefrontTemplate);
    // Read on each answer (a few KB): a new build's template is used without a restart.
    const template = await readFile(path.join(root, storefrontTemplate), 'utf8');
    const origin = `${request.protocol}://${request.host}`;
    const { status, html } = await storefront.render(
      template,
      decoded ?? pathname,
      origin,
      request.log,
      search,
    );
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(html);
  });
}
