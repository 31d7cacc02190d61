import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { defineContract } from '@tg/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { later, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createStorefrontPages } from '../../modules/storefront/storefront-html';
import { registerCompression } from './compression';
import { contractRoutes, implement } from './contract-routes';
import { isWebAppPage, webAppStatus } from './web-app';

const indexHtml = '<!doctype html><html lang="he" dir="rtl"><body><div id="root"></div></body></html>';
const storefrontHtml =
  '<!doctype html>\n<html lang="he" dir="rtl">\n  <head>\n    <meta charset="UTF-8" />\n    <title>זכוכית לטרקטורים</title>\n  </head>\n  <body><div id="storefront-root"></div></body>\n</html>\n';
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `word-${n}`))};\n`;

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  // A built web app the way `vite build` leaves it: hashed bundles with their precompressed twins.
  dist = mkdtempSync(path.join(os.tmpdir(), 'tg-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'storefront.html'), storefrontHtml);
  writeFileSync(path.join(dist, 'assets', 'x.js'), bundle);
  writeFileSync(path.join(dist, 'assets', 'x.js.br'), brotliCompressSync(bundle));
  writeFileSync(path.join(dist, 'assets', 'x.js.gz'), gzipSync(bundle));
  writeFileSync(path.join(dist, 'InsuranceTemplate.csv'), 'plate,chassis\n');
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('web app: static files', () => {
  it('sends a hashed bundle precompressed with brotli when asked, cached for a year as immutable', async () => {
    const response = await get('/assets/x.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzipped = await get('/assets/x.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has both entries revalidated on every load and other files cached for an hour', async () => {
    const index = await get('/dashboard');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toBe(indexHtml);
    const storefront = await get('/');
    expect(storefront.headers['content-type']).toMatch(/^text\/html/);
    expect(storefront.headers['cache-control']).toBe('no-cache');
    expect(storefront.body).toContain('<div id="storefront-root"></div>');
    const template = await get('/InsuranceTemplate.csv');
    expect(template.statusCode).toBe(200);
    expect(template.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('web app: pages and the 404 status', () => {
  it.each([
    '/',
    '/en',
    '/en/about-us',
    '/about-us',
    '/ru/products',
    '/ar/products/windows',
  ])('answers %s with the storefront entry and 200', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="storefront-root"></div>');
    expect(response.body).not.toContain('noindex');
  });

  it.each([
    '/dashboard',
    '/dashboard/worker/main',
  ])('answers %s with the back-office entry as built', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
  });

  it.each([
    '/no-such-page',
    '/en/no-such-page',
    '/fr/about-us',
    '/assets/missing.js',
    '/products/a/b/c',
    '/products/no-such-category',
    '/en/products/windows/not-an-id',
    '/products/windows/00000000-0000-4000-8000-000000000000',
    '/ru/news/no-such-article',
  ])('answers %s with the app (its not-found page and head) and 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="storefront-root"></div>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it("answers a visible product's page 200 in every language, and 404 once it is hidden", async () => {
    const { headers } = await signedInAs(ctx, 'worker');
    const product = {
      category: 'windows',
      isOriginal: true,
      catalogNumber: `PAGE-${Date.now()}`,
      name: 'שמשה אחורית',
      price: 300,
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/createProduct',
      headers,
      payload: { product },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    for (const prefix of ['', '/en', '/ar', '/ru'])
      expect((await get(`${prefix}/products/windows/${id}`)).statusCode).toBe(200);

    const hidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/updateProductVisability',
      headers,
      payload: { product: { _id: id, visibility: false } },
    });
    expect(hidden.statusCode, hidden.body).toBeLessThan(300);
    // Each address's page is kept a minute: the hidden product answers 404 once that has passed.
    expect((await get(`/en/products/windows/${id}`)).statusCode).toBe(200);
    expect((await later(ctx, 61, () => get(`/en/products/windows/${id}`))).statusCode).toBe(404);
    expect((await get(`/products/windows/${id}`)).statusCode).toBe(200);
  });

  it("answers a published article's page 200", async () => {
    const { headers } = await signedInAs(ctx, 'worker');
    const written = await ctx.app.inject({
      method: 'POST',
      url: '/api/news-articles/createArticle',
      headers,
      payload: {
        title: 'New stock',
        summary: 'Windscreens',
        body: 'Text.',
        language: 'en',
        slug: 'page-status-article',
        publishAt: '2020-01-01',
        published: true,
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    expect((await get('/en/news/page-status-article')).statusCode).toBe(200);
  });

  it("answers 200 with the section's head when the lookup itself fails, as the app would still try the page", async () => {
    const away = async () => {
      throw new Error('database away');
    };
    const pages = createStorefrontPages({ product: away, category: away, article: away });
    const product = await pages.render(
      storefrontHtml,
      '/en/products/windows/00000000-0000-4000-8000-000000000000',
      'https://x',
    );
    expect(product.status).toBe(200);
    expect(product.html).toContain('<title>Product catalogue · Tractor Glass</title>');
    expect((await pages.render(storefrontHtml, '/no-such-page', 'https://x')).status).toBe(404);
    expect(await webAppStatus('/no-such-page', away)).toBe(404);
  });

  it('answers a browser asking for an icon the build does not have with "none", not a 404', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('keeps an unknown API address a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /api/nothing-here' },
    });
  });

  it('reads the page list of the domain, with encoded addresses decoded', () => {
    expect(isWebAppPage('/products/%D7%A9%D7%9E%D7%A9%D7%95%D7%AA')).toBe(true);
    expect(isWebAppPage('/%E0%A4%A')).toBe(false);
    expect(isWebAppPage('/dashboards')).toBe(false);
  });
});

describe('compression of API answers', () => {
  it('compresses a large JSON answer the client accepts, and leaves a small one as it is', async () => {
    const { headers } = await signedInAs(ctx, 'worker');
    for (let n = 0; n < 6; n += 1) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/product/createProduct',
        headers,
        payload: {
          product: {
            category: 'windows',
            isOriginal: true,
            catalogNumber: `GZ-${Date.now()}-${n}`,
            name: `שמשה קדמית לטרקטור ${n}`,
            price: 500,
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const large = await get('/api/catalog/search?page=1&limit=20', { 'accept-encoding': 'br, gzip' });
    expect(large.statusCode, large.body).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(answer.products.length).toBeGreaterThanOrEqual(6);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(answer).length / 2);

    const gzipOnly = await get('/api/catalog/search?page=1&limit=20', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/catalog/search?page=1&limit=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().products.length).toBe(answer.products.length);

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('sends a file answer as stored, with its length, even when the client accepts compression', async () => {
    const content = Buffer.from('a,b,c\n'.repeat(2000));
    const app = Fastify();
    await registerCompression(app);
    const download = defineContract({ method: 'GET', path: '/api/test/file', access: 'public', tag: 'test' });
    await app.register(
      contractRoutes([
        implement(download, () => ({
          content,
          contentType: 'text/plain',
          fileName: 'export.txt',
          disposition: 'attachment' as const,
          size: content.length,
        })),
      ]),
      { prefix: '/api' },
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/file',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(response.rawPayload.equals(content)).toBe(true);
    await app.close();
  });
});
