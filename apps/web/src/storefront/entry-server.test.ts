import { afterEach, describe, expect, it } from 'vitest';
import {
  sampleCategories,
  sampleProduct,
  sampleProductDetail,
  sampleSearch,
} from '../features/catalog-browser/test/sample-catalog';
import { businessDetails, businessDetailsPath } from '../features/storefront/test/render-storefront';
import { render } from './entry-server';

/**
 * Pages rendered as the server renders them (ADR 0032): the markup a visitor (or a search engine)
 * gets carries the page's words, styles and answers. That the browser takes the markup over
 * without a mismatch is checked in Chromium (e2e/storefront/server-rendered.spec.ts): hydrating here,
 * in the process that just rendered on the server, would share React's context values between
 * the two renderers and fail for reasons no visitor meets.
 */

const product = sampleProductDetail();
const listed = [
  sampleProduct(),
  sampleProduct({ _id: '22222222-2222-4222-8222-222222222222', name: 'מראה צד' }),
];

/** The public answers the storefront's pages ask for; anything else is a 404, as the server answers. */
const answers: Record<string, unknown> = {
  '/api/auth/gate': { enabled: false, passed: true },
  [businessDetailsPath]: businessDetails,
  '/api/catalog/categories': { categories: sampleCategories },
  '/api/catalog/product': { product },
  '/api/catalog/search': sampleSearch(listed),
  '/api/catalog/options': { success: true, machines: [], categories: sampleCategories },
};

const asked: string[] = [];
const serverFetch: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  asked.push(url.pathname);
  const answer = answers[url.pathname];
  return answer === undefined
    ? new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 })
    : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
};

afterEach(() => {
  asked.length = 0;
});

/** The server's page for `url`; fails the test, naming the calls asked, when it was left to the browser. */
async function serverRendered(url: string) {
  const page = await render(url, { fetch: serverFetch });
  if (!page) throw new Error(`the server left ${url} to the browser; it asked for ${asked.join(', ')}`);
  return page;
}

describe('storefront pages rendered on the server (ADR 0032)', () => {
  it("the home page: its words and the business's phone in the markup, styled by the page's stylesheet", async () => {
    const page = await serverRendered('/');
    expect(page.html).toContain('שמשות, זכוכית וחלקים לטרקטורים');
    expect(page.html).toContain(businessDetails.phone);
    // Plain elements with the storefront's classes (ADR 0034): no generated styles to send.
    expect(page.html).toMatch(/class="sf-header"/);
    expect(page.html).not.toMatch(/muirtl-/);
    expect(page.styles).toBe('');
  });

  it('a product page in English: the name and price in the markup and the answer handed over', async () => {
    const page = await serverRendered(`/en/products/${product.category}/${product._id}`);
    expect(page.html).toContain(product.en_name);
    expect(page.html).toContain('₪1,250');
    // Plain elements styled by the storefront's sheet (ADR 0034): no generated styles to send.
    expect(page.html).toMatch(/class="sf-container sf-product-view"/);
    expect(page.styles).toBe('');
    expect(
      JSON.parse(page.state).queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]),
    ).toContain('/api/catalog/product');
  });

  it('a category page with its products', async () => {
    const page = await serverRendered(`/products/${sampleCategories[0]?.category}`);
    expect(page.html).toContain('מראה צד');
    // The filters are in the markup too, and the page, plain elements, needs no generated styles.
    expect(page.html).toContain('data-testid="catalog-filter-chassisNumber"');
    expect(page.styles).toBe('');
  });

  it('the about page in Arabic, right to left', async () => {
    const page = await serverRendered('/ar/about-us');
    expect(page.styles).toMatch(/<style data-emotion="muirtl [\w -]+">/);
    expect(page.html).toMatch(/<h1[^>]*>[^<]*[\u0600-\u06FF]/);
  });

  it('the not-found page in Russian, left to right', async () => {
    const page = await serverRendered('/ru/no-such-page');
    expect(page.html).toContain('data-testid="not-found"');
    expect(page.styles).toMatch(/<style data-emotion="mui [\w -]+">[^<]*\.mui-\w+\{/);
  });

  it('leaves a page to the browser when one of its calls fails', async () => {
    const missing = sampleProductDetail({ _id: '99999999-9999-4999-8999-999999999999' });
    const failing: typeof fetch = async (input) =>
      String(input).includes('/api/catalog/product')
        ? new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'gone' } }), { status: 404 })
        : serverFetch(input);
    expect(await render(`/products/${missing.category}/${missing._id}`, { fetch: failing })).toBeNull();
  });
});
