import '../app/validation-config';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { authRoutes } from '@tg/domain';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { contractKey, setTransport } from '../app/api-client';
import { createEmotionCache } from '../app/emotion-cache';
import { addressLanguage, defaultLanguage, directionOf, speakWith, switchLanguage } from '../app/i18n';
import { createQueryClient, StorefrontProviders } from './providers';
import { StorefrontRoutes } from './router';
import { storefrontTexts } from './storefront-texts';

/**
 * The storefront's pages rendered on the server (ADR 0032), built by `vite build --ssr` into
 * dist-ssr/ and called by the server for each public address. The page is the browser's own: the
 * same providers, routes and React Query hooks, its calls answered by the server app itself.
 */

/** A page as the server writes it into storefront.html. */
export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** `<style>` elements of the styles that markup uses, for the head. */
  styles: string;
  /** The page's answers (React Query's cache, dehydrated) as JSON, for the browser to start from. */
  state: string;
}

export interface RenderOptions {
  /** Answers the page's API calls; the server gives its app's own (inject). */
  fetch: typeof fetch;
  /** Stops a render that takes too long. */
  signal?: AbortSignal;
}

/** Renders until no new answer is asked for; a page asking in more rounds than this is left to the browser. */
const maxRenders = 4;

speakWith(storefrontTexts);

/**
 * One render at a time: the language (i18next) and the transport are the page's whole world while
 * it renders, and two pages in two languages must not share them.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` with its data, or null when it cannot be rendered as the browser would show it
 * (a call failed, the local gate is on, a component threw, or it kept asking for more): the server
 * then answers with the head alone and the browser renders, as it does without this.
 */
export function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const run = queue.then(() => renderNow(url, options));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(url: string, { fetch, signal }: RenderOptions): Promise<RenderedPage | null> {
  setTransport(fetch);
  const pathname = url.split('?')[0] ?? '/';
  const language = addressLanguage(pathname) ?? defaultLanguage;
  await switchLanguage(language);
  const queryClient = createQueryClient();

  for (let round = 1; round <= maxRenders; round++) {
    // Waits for every lazy page and lists the answers this render asks for.
    const styleCache = createEmotionCache(directionOf(language));
    // Styles are kept in the cache (not written beside each element) and collected once below.
    styleCache.compat = true;
    const html = await prerendered(page(url, queryClient, styleCache), signal);
    if (html === null || gateIsOn(queryClient)) return null;
    const asked = waitingQueries(queryClient);
    if (asked.length > 0) {
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      continue;
    }
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    // Nothing waited in this round (no lazy page still loading): its markup is the page.
    if (isFinished(html)) return { html, styles: stylesOf(styleCache, html), state: stateOf(queryClient) };
    return finalRender(url, queryClient, directionOf(language));
  }
  return null;
}

/**
 * Whether markup is whole as it stands: no boundary waiting (<!--$?-->) or left to the browser
 * (<!--$!-->), and no inline script completing one late, which the site's Content Security Policy
 * (rightly) refuses to run.
 */
const isFinished = (html: string) => !/<!--\$[?!]-->|<script/.test(html);

/**
 * The page written at once, now that its code and answers are all here, when the last round's
 * prerender had to wait for something and wrote its late part with a script.
 */
function finalRender(url: string, queryClient: QueryClient, direction: 'rtl' | 'ltr'): RenderedPage | null {
  const styleCache = createEmotionCache(direction);
  // Styles are kept in the cache (not written beside each element) and collected once below.
  styleCache.compat = true;
  // Throws for an error outside any Suspense boundary; one inside leaves the boundary to the
  // browser (<!--$!-->), and one still waiting writes <!--$?-->: neither is a finished page.
  const html = renderToString(page(url, queryClient, styleCache));
  if (!isFinished(html)) return null;
  return { html, styles: stylesOf(styleCache, html), state: stateOf(queryClient) };
}

function page(url: string, queryClient: QueryClient, styleCache: EmotionCache): ReactNode {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return (
    <StrictMode>
      <StorefrontProviders queryClient={queryClient} Router={Router} styleCacheFor={() => styleCache}>
        <StorefrontRoutes />
      </StorefrontProviders>
    </StrictMode>
  );
}

/** The page rendered to its end, every lazy page and Suspense boundary included; null if anything threw. */
async function prerendered(element: ReactNode, signal?: AbortSignal): Promise<string | null> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    onError: () => {
      failed = true;
    },
  });
  const html = await textOf(prelude as AsyncIterable<Uint8Array | string>);
  return failed ? null : html;
}

async function textOf(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The queries the last render asked for and nobody has fetched yet (a disabled one waits for the browser). */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      const isEnabled = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
      return query.state.status === 'pending' && isEnabled && queryFn !== skipToken && queryFn;
    });
}

/** A site behind the local gate is not public: the browser shows its sign-in form, as before. */
function gateIsOn(queryClient: QueryClient): boolean {
  const gate = queryClient.getQueryData<{ enabled: boolean }>(contractKey(authRoutes.gateStatus));
  return gate?.enabled === true;
}

/**
 * The `<style>` elements for the head: the rules of the classes the markup uses (and the global
 * ones), then the rules of classes no element carries: the inner layers of a styled component
 * that wraps another (an AppBar is a styled Paper), which the browser's emotion inserts anyway
 * while hydrating. Sent here, they cost a few hundred bytes compressed instead of a hundred-odd
 * `insertRule` calls on a phone's main thread.
 */
function stylesOf(cache: EmotionCache, html: string): string {
  // A page of plain elements only (the home page, ADR 0034) has nothing to send.
  if (Object.keys(cache.inserted).length === 0) return '';
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const chunks = extractCriticalToChunks(html);
  const sent = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const layers = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] =>
      !sent.has(entry[0]) && typeof entry[1] === 'string' && `${cache.key}-${entry[0]}` in cache.registered,
  );
  if (layers.length > 0)
    chunks.styles.push({
      key: cache.key,
      ids: layers.map(([id]) => id),
      css: layers.map(([, css]) => css).join(''),
    });
  return constructStyleTagsFromChunks(chunks);
}

/** JSON inside `<script>`: nothing in it may close the element. */
function stateOf(queryClient: QueryClient): string {
  return JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
}
