import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontLanguages } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { pageHeadTexts } from './page-head-texts';

const indexHtml =
  '<!doctype html><html lang="he" dir="rtl"><head><title>office</title></head><body><div id="root"></div></body></html>';
const storefrontHtml = `<!doctype html>
<html lang="he" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>זכוכית לטרקטורים</title>
    <script type="module" src="/assets/storefront-x.js"></script>
    <link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-hebrew-hebrew-400-normal-a.woff2" crossorigin data-font="hebrew">
    <link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-arabic-arabic-400-normal-b.woff2" crossorigin data-font="arabic">
    <link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-latin-400-normal-c.woff2" crossorigin data-font="latin">
    <link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-cyrillic-400-normal-d.woff2" crossorigin data-font="cyrillic">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
let ctx: TestContext;
let dist: string;
let worker: Record<string, string>;
const origin = 'https://shop.example.co.il';
const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.co.il' };

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'tg-storefront-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'storefront.html'), storefrontHtml);
  writeFileSync(path.join(dist, 'og-image.jpg'), readFileSync(path.join(webPublic, 'og-image.jpg')));
  ctx = await createTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: 'true' });
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A signed-out visitor's request, as a crawler or a link preview makes it (no JavaScript). */
const visit = (url: string) => ctx.app.inject({ method: 'GET', url, headers: proxied });

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const titleOf = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
const metaOf = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

describe('storefront pages: each address with its own head', () => {
  it.each([
    ['/', ['hebrew', 'latin']],
    ['/ar/about-us', ['arabic', 'latin']],
    ['/en/contact', ['latin']],
    ['/ru/products', ['cyrillic', 'latin']],
  ])('preloads on %s only the fonts of its language and of its digits (%s)', async (address, scripts) => {
    const html = (await visit(address)).body;
    const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*data-font="(\w+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.sort()).toEqual(scripts);
  });

  it('answers / with the Hebrew head: title, description, lang and dir, canonical and the hreflang alternates', async () => {
    const response = await visit('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe('זכוכית לטרקטורים · שמשות וחלקים לטרקטורים ולכלים כבדים');
    expect(metaOf(html, 'description')).toContain('4 ניידות שירות');
    expect(html).toContain(`<link rel="canonical" href="${origin}/" />`);
    for (const [hreflang, address] of [
      ['he', '/'],
      ['en', '/en'],
      ['ar', '/ar'],
      ['ru', '/ru'],
      ['x-default', '/'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${origin}${address}" />`);
    expect(metaOf(html, 'og:url')).toBe(`${origin}/`);
    expect(metaOf(html, 'og:locale')).toBe('he_IL');
    expect(metaOf(html, 'og:image')).toBe(`${origin}/og-image.jpg`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    // The template's own script stays, so the app still starts.
    expect(html).toContain('<script type="module" src="/assets/storefront-x.js"></script>');
  });

  it('answers /en/about-us with the English head, left to right', async () => {
    const html = (await visit('/en/about-us')).body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(titleOf(html)).toBe('About us · Tractor Glass');
    expect(metaOf(html, 'description')).toMatch(/^15 years of windscreens/);
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/about-us" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${origin}/ar/about-us" />`);
    expect(metaOf(html, 'og:locale')).toBe('en_US');
  });

  it('names the category in its page, in Arabic right to left', async () => {
    const html = (await visit('/ar/products/windows')).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe('زجاج · زجاج الجرارات');
  });

  it("gives a product's page its name, catalogue number and price in ₪ and Product data with ILS", async () => {
    const catalogNumber = `HEAD-${Date.now()}`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/createProduct',
      headers: worker,
      payload: {
        product: {
          category: 'windows',
          isOriginal: true,
          catalogNumber,
          name: 'שמשה קדמית ג׳ון דיר',
          price: 1250,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;

    const response = await visit(`/ru/products/windows/${id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="ru" dir="ltr">');
    expect(titleOf(html)).toContain('שמשה קדמית ג׳ון דיר');
    expect(titleOf(html)).toContain(catalogNumber);
    expect(metaOf(html, 'description')).toContain('₪1,250');
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(html).toContain(`<link rel="canonical" href="${origin}/ru/products/windows/${id}" />`);
    const json = attribute(html, /<script type="application\/ld\+json">([^<]*)<\/script>/);
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'שמשה קדמית ג׳ון דיר',
      sku: catalogNumber,
      offers: {
        '@type': 'Offer',
        price: '1250.00',
        priceCurrency: 'ILS',
        url: `${origin}/ru/products/windows/${id}`,
      },
    });
  });

  it('answers an unknown product, an unknown article and an unknown address 404 with the not-found head', async () => {
    for (const url of [
      '/products/windows/00000000-0000-4000-8000-000000000000',
      '/en/news/no-such-article',
      '/en/no-such-page',
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('application/ld+json');
    }
    expect(titleOf((await visit('/en/no-such-page')).body)).toBe('Page not found · Tractor Glass');
  });

  it("gives a news article's page its title, summary and picture, indexed at its own language's address", async () => {
    const written = await ctx.app.inject({
      method: 'POST',
      url: '/api/news-articles/createArticle',
      headers: worker,
      payload: {
        title: 'New windscreens in stock',
        summary: 'Deere and Case windscreens arrived.',
        body: 'Text.',
        language: 'en',
        slug: 'head-article',
        publishAt: '2020-01-01',
        published: true,
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    const html = (await visit('/en/news/head-article')).body;
    expect(titleOf(html)).toBe('New windscreens in stock · Tractor Glass');
    expect(metaOf(html, 'description')).toBe('Deere and Case windscreens arrived.');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/news/head-article" />`);
  });

  it('answers the back-office with its own entry, untouched', async () => {
    const response = await visit('/dashboard/worker/main');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('serves the default picture of shared pages from the build, as a JPEG', async () => {
    const response = await visit('/og-image.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('has the default picture in the web build: 1200×630, as its head says', () => {
    const picture = readFileSync(path.resolve(webPublic, 'og-image.jpg'));
    // A baseline or progressive JPEG's frame header (SOF0/SOF2) holds height then width.
    const frame = picture.findIndex(
      (byte, at) => byte === 0xff && [0xc0, 0xc2].includes(picture[at + 1] ?? 0),
    );
    expect([picture.readUInt16BE(frame + 5), picture.readUInt16BE(frame + 7)]).toEqual([630, 1200]);
  });
});

describe('storefront pages: the words of the head', () => {
  const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src/locales');
  const read = (language: string, namespace: string) =>
    JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8'));

  it.each(storefrontLanguages)('say in %s what the pages themselves show (the web locales)', (language) => {
    const texts = pageHeadTexts[language];
    const storefront = read(language, 'storefront');
    const news = read(language, 'storefront-news');
    const catalogue = read(language, 'catalog-browser');
    const common = read(language, 'common');
    expect(texts.appName).toBe(common.appName);
    expect(texts.tagline).toBe(storefront.home.titleTagline);
    expect(texts.about).toEqual([storefront.about.title, storefront.about.lead]);
    expect(texts.contact).toEqual([storefront.contactPage.title, storefront.contactPage.lead]);
    expect(texts.delivery).toEqual([storefront.delivery.title, storefront.delivery.lead]);
    expect(texts.news).toEqual([news.title, news.intro]);
    expect(texts.products).toEqual([catalogue.title, catalogue.subtitle]);
    expect(texts.notFound).toEqual([common.notFound.title, common.notFound.body]);
    expect(texts.categories).toEqual(catalogue.categories);
  });
});
