import { brotliDecompressSync } from 'node:zlib';
import { addDays, todayIso } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { later, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { acceptedEncoding, sitemapCacheMs } from './storefront.routes';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

let serial = 0;
async function createProduct(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/createProduct',
    headers: worker,
    payload: {
      product: {
        category: 'windows',
        isOriginal: true,
        catalogNumber: `SITEMAP-${Date.now()}-${serial}`,
        name: `שמשה ${serial}`,
        price: 500,
        ...overrides,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}

const signedOutGet = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('storefront: robots.txt', () => {
  it('is text that opens the storefront, closes the back-office and the API, and names the sitemap', async () => {
    const response = await signedOutGet('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api']),
    );
    expect(lines).toContain('Sitemap: http://localhost:80/sitemap.xml');
  });

  it('names the address the visitor used behind a trusted proxy', async () => {
    const response = await signedOutGet('/robots.txt', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example.co.il',
    });
    expect(response.body).toContain('Sitemap: https://shop.example.co.il/sitemap.xml');
  });
});

describe('storefront: sitemap.xml', () => {
  const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.co.il' };

  it('lists every public page and each visible product in the four languages with hreflang alternates', async () => {
    const visible = await createProduct();
    const hidden = await createProduct({ visibility: false });
    const response = await signedOutGet('/sitemap.xml', proxied);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const origin = 'https://shop.example.co.il';
    for (const page of ['/', '/en', '/ar', '/ru', '/about-us', '/en/about-us', '/ru/contact', '/ar/news'])
      expect(xml).toContain(`<loc>${origin}${page}</loc>`);

    const productPath = `/products/windows/${visible._id}`;
    const entries = xml.split('<url>').filter((entry) => entry.includes(visible._id));
    expect(entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1])).toEqual([
      `${origin}${productPath}`,
      `${origin}/en${productPath}`,
      `${origin}/ar${productPath}`,
      `${origin}/ru${productPath}`,
    ]);
    for (const entry of entries) {
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
      for (const [language, prefix] of [
        ['he', ''],
        ['en', '/en'],
        ['ar', '/ar'],
        ['ru', '/ru'],
        ['x-default', ''],
      ])
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="${language}" href="${origin}${prefix}${productPath}"/>`,
        );
    }
    // The category has a visible product, so its page is listed too.
    expect(xml).toContain(`<loc>${origin}/en/products/windows</loc>`);
    expect(xml).not.toContain(hidden._id);
    expect(xml).not.toContain('/dashboard');
  });

  it('answers brotli when asked, is cached for a minute and then shows new products', async () => {
    const before = await createProduct();
    const first = await signedOutGet('/sitemap.xml', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(before._id);

    const after = await createProduct();
    const cached = await signedOutGet('/sitemap.xml');
    expect(cached.headers['content-encoding']).toBeUndefined();
    expect(cached.body).toContain(before._id);
    expect(cached.body).not.toContain(after._id);

    await later(ctx, sitemapCacheMs / 1000 + 1, async () => {
      expect((await signedOutGet('/sitemap.xml')).body).toContain(after._id);
    });
  });
});

describe('storefront: news in the sitemap', () => {
  it("lists each published article once, at its own language's address, and no draft or future one", async () => {
    const today = todayIso(ctx.clock.now);
    const write = async (overrides: object) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/news-articles/createArticle',
        headers: worker,
        payload: {
          title: 'Mobile service stations',
          summary: 'Four stations',
          body: 'Text.',
          language: 'en',
          publishAt: addDays(today, -3),
          published: true,
          ...overrides,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await write({ slug: 'sitemap-english', language: 'en' });
    await write({ slug: 'sitemap-russian', language: 'ru' });
    await write({ slug: 'sitemap-draft', published: false });
    await write({ slug: 'sitemap-future', publishAt: addDays(today, 5) });

    const origin = 'https://news.example.co.il';
    const xml = (
      await signedOutGet('/sitemap.xml', {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'news.example.co.il',
      })
    ).body;
    expect(xml).toContain(
      `<url><loc>${origin}/en/news/sitemap-english</loc><lastmod>${addDays(today, -3)}</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>${origin}/ru/news/sitemap-russian</loc>`);
    expect(xml.match(/sitemap-english/g)).toHaveLength(1);
    expect(xml).not.toContain('sitemap-draft');
    expect(xml).not.toContain('sitemap-future');
  });
});

describe('storefront: accepted encoding', () => {
  it('prefers brotli, falls back to gzip and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe("storefront: a signed-out visitor's session check", () => {
  const check = (cookies: Record<string, string> = {}, quiet = true) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies,
      headers: quiet ? { 'x-session-check': 'quiet' } : {},
    });

  it('answers "no session" with 204 rather than a 401 the browser would log', async () => {
    const fresh = await check();
    expect(fresh.statusCode).toBe(204);
    expect(fresh.body).toBe('');

    const stale = await check({ tg_refresh: 'an-old-token' });
    expect(stale.statusCode).toBe(204);
    // The dead cookie is still cleared, so the next visit is a fresh one.
    const cleared = stale.cookies.find((cookie) => cookie.name === 'tg_refresh');
    expect(cleared?.value).toBe('');
  });

  it('still restores a live session, and answers 401 to a caller that does not ask quietly', async () => {
    const { session } = await signedInAs(ctx, 'customer');
    const restored = await check({ tg_refresh: session.refreshCookie });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().token).toEqual(expect.any(String));

    expect((await check({}, false)).statusCode).toBe(401);
  });
});

describe('storefront: a large catalogue', () => {
  it('lists 10,000 products in four languages within a few seconds, then answers from its cache', async () => {
    await ctx.db.execute(sql`
      insert into products (category, catalog_number, name, price)
      select 'windows', 'BULK-' || n, 'שמשה ' || n, 100 from generate_series(1, 10000) as n`);
    const host = { 'x-forwarded-host': 'bulk.example.co.il', 'accept-encoding': 'br' };
    const started = performance.now();
    const first = await signedOutGet('/sitemap.xml', host);
    const built = performance.now() - started;
    const xml = brotliDecompressSync(first.rawPayload).toString();
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(40_000);
    const again = performance.now();
    await signedOutGet('/sitemap.xml', host);
    const cached = performance.now() - again;
    console.info(
      `sitemap of ${xml.length} bytes (${first.rawPayload.length} brotli): built in ${Math.round(built)} ms, cached in ${Math.round(cached)} ms`,
    );
    // Generous bounds for a loaded 2-core machine; measured figures are in the log line above.
    expect(built).toBeLessThan(10_000);
    expect(cached).toBeLessThan(1_000);
  });
});
