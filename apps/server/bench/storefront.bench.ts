import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { connectDatabase } from '../src/platform/db/client';
import { DevelopmentSmsSender } from '../src/platform/sms/sms-sender';
import { type BenchServer, benchSecret, percentile } from './bench-kit';
import { type LighthouseRuns, lighthousePages, printLighthouse, runLighthouse } from './lighthouse';

const here = path.dirname(fileURLToPath(import.meta.url));

interface FirstLoad {
  page: string;
  status: number;
  requests: number;
  scriptRequests: number;
  /** Bytes on the wire (compressed as sent), from the browser's resource timing. */
  scriptBytes: number;
  totalBytes: number;
}

/**
 * `npm run bench -- storefront` (issue 17): the first load of public pages, as a phone (390 px)
 * makes it in the project's Chromium, against the built web app (apps/web/dist, or WEB_DIST_DIR)
 * served by the real server with compression: per page, the JavaScript and total bytes
 * transferred and the number of requests. Build first: `npm run build`.
 */
export async function benchStorefront(server: BenchServer): Promise<void> {
  const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(here, '../../web/dist'));
  const database = connectDatabase(server.databaseUrl, 5);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: server.databaseUrl,
    WEB_DIST_DIR: webDist,
  });
  const app = await buildApp({
    config,
    db: database.db,
    secret: benchSecret,
    sms: new DevelopmentSmsSender(),
  });
  // The time the server spends answering the API calls a page's render makes (through inject).
  let callMs = 0;
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) callMs += reply.elapsedTime;
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const token = await server.tokenFor('admin');
  const created = await fetch(`${baseUrl}/api/product/createProduct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      product: {
        category: 'windows',
        isOriginal: true,
        catalogNumber: `BENCH-${Date.now()}`,
        name: 'שמשה קדמית',
        price: 950,
      },
    }),
  });
  if (!created.ok) throw new Error(`product not created: ${created.status} ${await created.text()}`);
  const { _id: productId } = (await created.json()) as { _id: string };

  const renders: ServerRenders[] = [];
  for (const page of ['/', '/products/windows', `/products/windows/${productId}`, '/about-us'])
    renders.push(await serverRenders(baseUrl, page, () => callMs));

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const loads: FirstLoad[] = [];
  let lighthouse: LighthouseRuns | { skipped: string } = { skipped: 'not run' };
  try {
    for (const page of ['/', '/products/windows', `/products/windows/${productId}`]) {
      // A fresh context per page: an empty cache, as a visitor's first load.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'he-IL' });
      const tab = await context.newPage();
      const response = await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
      // Evaluated in the page (a string: the server's TypeScript has no DOM types).
      const entries = (await tab.evaluate(`[
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => ({ name: entry.name, bytes: entry.transferSize }))`)) as {
        name: string;
        bytes: number;
      }[];
      const scripts = entries.filter((entry) => /\.m?js(\?|$)/.test(entry.name));
      loads.push({
        page,
        status: response?.status() ?? 0,
        requests: entries.length,
        scriptRequests: scripts.length,
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
        totalBytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      });
      await context.close();
    }
    await browser.close();
    // Lighthouse mobile and desktop on the home page, a category and a product (issue 17).
    if (process.env.BENCH_LIGHTHOUSE !== '0')
      lighthouse = await runLighthouse(baseUrl, await lighthousePages(baseUrl)).catch((error: Error) => ({
        skipped: `Lighthouse failed: ${error.message}`,
      }));
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(`storefront first loads at 390 px (${webDist}), bytes as transferred (br/gzip):`);
  for (const load of loads)
    console.info(
      `  ${load.page.padEnd(58)} ${load.status}  JS ${kb(load.scriptBytes).padStart(9)} in ${load.scriptRequests} files, total ${kb(load.totalBytes).padStart(9)}, ${load.requests} requests`,
    );
  console.info(
    'server render (ADR 0032): a new address each time (rendered, not from the minute cache), 25 times, one at a time; "calls" is the time the API answered the calls of those renders, the floor the render stands on:',
  );
  for (const render of renders)
    console.info(
      `  ${render.page.padEnd(58)} render p50 ${render.p50.toFixed(1)} ms  p99 ${render.p99.toFixed(1)} ms  calls p50 ${render.callsP50.toFixed(1)} ms  (×${(render.p50 / Math.max(render.callsP50, 0.01)).toFixed(1)})  cached answer p50 ${render.cachedP50.toFixed(1)} ms  rendered ${render.rendered}/${render.count}  HTML ${kb(render.htmlBytes)}`,
    );
  if ('skipped' in lighthouse) console.info(`Lighthouse skipped: ${lighthouse.skipped}`);
  else {
    console.info(
      'Lighthouse (mobile: default config, desktop: desktop preset; the median of LIGHTHOUSE_RUNS runs, 3 by default), scores 0–100:',
    );
    printLighthouse(lighthouse);
  }
}

interface ServerRenders {
  page: string;
  count: number;
  rendered: number;
  p50: number;
  p99: number;
  callsP50: number;
  cachedP50: number;
  htmlBytes: number;
}

/**
 * A page rendered on the server `count` times, each under an address of its own (a query the page
 * ignores) so none comes from the minute's cache, then answered `count` times from that cache.
 * An answer without the page's answers script came back with its head alone (over 300 ms).
 */
async function serverRenders(
  baseUrl: string,
  page: string,
  callMs: () => number,
  count = 25,
): Promise<ServerRenders> {
  const timings: number[] = [];
  const calls: number[] = [];
  const cached: number[] = [];
  let rendered = 0;
  let htmlBytes = 0;
  const get = async (address: string) => {
    const started = performance.now();
    const html = await (await fetch(`${baseUrl}${address}`, { headers: { accept: 'text/html' } })).text();
    return { html, ms: performance.now() - started };
  };
  await get(`${page}?bench=warm`);
  for (let n = 0; n < count; n++) {
    const before = callMs();
    const { html, ms } = await get(`${page}?bench=${n}`);
    timings.push(ms);
    calls.push(callMs() - before);
    if (html.includes('id="storefront-state"')) rendered += 1;
    htmlBytes = html.length;
  }
  for (let n = 0; n < count; n++) cached.push((await get(`${page}?bench=0`)).ms);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  return {
    page,
    count,
    rendered,
    p50: percentile(sorted(timings), 50),
    p99: percentile(sorted(timings), 99),
    callsP50: percentile(sorted(calls), 50),
    cachedP50: percentile(sorted(cached), 50),
    htmlBytes,
  };
}
