import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LookupCache } from '../../platform/cache/lookup-cache';
import { pageHeadCacheMs } from './storefront-html';

/** A storefront page rendered on the server (ADR 0032): what goes into the template. */
export interface PageBody {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** `<style>` elements for the head. */
  styles: string;
  /** The page's answers as JSON, for the browser to start from. */
  state: string;
}

/** What the web's server build (apps/web/dist-ssr/entry-server.js) exports. */
export interface ServerRender {
  render(url: string, options: { fetch: typeof fetch; signal?: AbortSignal }): Promise<PageBody | null>;
}

/** What the storefront's HTML asks for: a page's body, or null to send the head alone. */
export interface PageBodies {
  body(pathname: string, log?: FastifyBaseLogger): Promise<PageBody | null>;
  /**
   * Loads the server build and renders the home page in each language, so the first visitors
   * after a start are not the ones who pay for loading it.
   */
  warmUp(log?: FastifyBaseLogger): Promise<void>;
}

/**
 * How long a visitor waits for a page being rendered before getting the head alone (the browser
 * then renders it, as it did before server rendering). The render goes on and is kept, so the
 * next visitor of the address gets it.
 */
export const renderWaitMs = 300;
/** A render still running after this is stopped: something is wrong with it. */
const renderGiveUpMs = 10_000;
/**
 * Renders queued at once (they run one at a time), beyond which a new address is left to the
 * browser: a flood of new addresses (any query string makes one) must not pile up work without end.
 */
export const maxRendersWaiting = 8;

/** The web's server build beside the built web app, when `npm run build` made one. */
export function serverRenderFile(webDist: string): string | undefined {
  const file = path.resolve(webDist, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(file) ? file : undefined;
}

export async function importServerRender(file: string): Promise<ServerRender> {
  const module = (await import(pathToFileURL(file).href)) as Partial<ServerRender>;
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render()`);
  return module as ServerRender;
}

/**
 * The page's calls answered by the app itself (`inject`): the same routes, validation and access
 * as a visitor's browser gets, as a signed-out visitor, without a network round trip.
 */
export function appTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (typeof value === 'string' || typeof value === 'number') answerHeaders.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * Pages rendered once a minute per address (as their heads are), each visitor waiting at most
 * `renderWaitMs`. A render that fails answers null and is not kept, so the next visitor tries again.
 */
export function createPageBodies(
  loadRender: () => Promise<ServerRender>,
  transport: typeof fetch,
  { waitMs = renderWaitMs, now = Date.now }: { waitMs?: number; now?: () => number } = {},
): PageBodies {
  const bodies = new LookupCache<PageBody | null>('storefrontPageBodies', pageHeadCacheMs, 500, now);
  let waiting = 0;
  let loaded: Promise<ServerRender> | undefined;
  const renderer = () => {
    loaded ??= loadRender();
    return loaded;
  };

  async function renderPage(pathname: string, log?: FastifyBaseLogger): Promise<PageBody | null> {
    const { render } = await renderer();
    const signal = AbortSignal.timeout(renderGiveUpMs);
    try {
      const body = await render(pathname, { fetch: transport, signal });
      if (!body) log?.info({ pathname }, 'storefront page left to the browser');
      return body;
    } catch (error) {
      log?.warn({ err: error, pathname }, 'storefront page render failed');
      throw error;
    }
  }

  return {
    async warmUp(log) {
      for (const home of ['/', '/en', '/ar', '/ru'])
        await bodies.get(home, () => renderPage(home, log)).catch(() => undefined);
    },
    async body(pathname, log) {
      if (!bodies.has(pathname) && waiting >= maxRendersWaiting) return null;
      const rendering = bodies.get(pathname, () => {
        waiting += 1;
        return renderPage(pathname, log).finally(() => {
          waiting -= 1;
        });
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      try {
        return await Promise.race([rendering, late]);
      } catch {
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
