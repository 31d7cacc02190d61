import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { uniqueSerial } from '../fixtures/insurance';

/**
 * Storefront pages arrive with their content in the HTML (ADR 0032): a signed-out `curl` or a
 * search engine reads the page's words, title and description; the browser then takes the markup
 * over without redrawing it.
 */

async function createProduct(baseURL: string, name: string) {
  const { api, headers } = await apiAs(baseURL, 'worker');
  const next = await api.post('/api/product/getLastProductId', { headers, data: { category: 'windows' } });
  expect(next.status(), await next.text()).toBe(200);
  const created = await api.post('/api/product/createProduct', {
    headers,
    data: { product: { category: 'windows', catalogNumber: (await next.json()).newId, name, price: 1250 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { _id: string; catalogNumber: string };
}

/**
 * The HTML a signed-out client without JavaScript gets. A page nobody asked for in the last
 * minute may answer with its head alone while the server renders it (the wait is capped at
 * 300 ms); the next request gets the rendered page, so this asks until it does.
 */
async function renderedHtml(request: APIRequestContext, address: string, text: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(address, { headers: { accept: 'text/html' } });
        expect(response.status()).toBe(200);
        html = await response.text();
        return html;
      },
      { timeout: 15_000 },
    )
    .toContain(text);
  return html;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const bodyOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script id="storefront-state"/.exec(html)?.[1] ?? '';

test("a signed-out client reads each page's own words, title and description in the HTML itself", async ({
  request,
  baseURL,
}) => {
  const name = `שמשה קדמית מחוממת ${uniqueSerial()}`;
  const product = await createProduct(baseURL as string, name);

  const home = await renderedHtml(request, '/', 'שמשות, זכוכית וחלקים לטרקטורים');
  expect(titleOf(home)).toBe('זכוכית לטרקטורים · שמשות וחלקים לטרקטורים ולכלים כבדים');
  expect(descriptionOf(home)).toBeTruthy();
  expect(bodyOf(home)).toContain('<h1');
  // The page is drawn from the HTML, so its code loads behind the page's fonts and pictures.
  const codeTags = home.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
  expect(codeTags.length).toBeGreaterThan(0);
  for (const tag of codeTags) expect(tag).toContain('fetchpriority="low"');

  const about = await renderedHtml(request, '/about-us', '<h1');
  expect(titleOf(about)).toBe('אודותינו · זכוכית לטרקטורים');
  expect(bodyOf(about)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

  const productPage = await renderedHtml(request, `/en/products/windows/${product._id}`, name);
  expect(titleOf(productPage)).toContain(name);
  expect(descriptionOf(productPage)).toContain(product.catalogNumber);
  expect(productPage).toMatch(/<html lang="en" dir="ltr">/);
  expect(bodyOf(productPage)).toContain(name);
  expect(bodyOf(productPage)).toContain('1,250');
});

/** Console errors of a page: a hydration mismatch is one (React reports it there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px the browser takes the rendered pages over without a mismatch, and they work`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const name = `מראה צד מתקפלת ${uniqueSerial()}`;
    const product = await createProduct(baseURL as string, name);
    const context = await browser.newContext({ viewport, baseURL });
    // Each address rendered once before the visit, so the browser surely gets the rendered page.
    for (const address of ['/', '/products/windows', `/en/products/windows/${product._id}`, '/ar/about-us'])
      await renderedHtml(context.request, address, '<h1');
    const page = await context.newPage();
    const errors = consoleErrors(page);

    for (const address of ['/', '/products/windows', `/en/products/windows/${product._id}`, '/ar/about-us']) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
    }
    expect(errors).toEqual([]);

    // Hydrated, the page is the app again: a link moves without a page load.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A mark on the window survives a move inside the app, not a page load (strings: no DOM types here).
    await page.evaluate('window.stayedInPage = true');
    await page.locator('footer a[href="/about-us"]').click();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate('window.stayedInPage')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('without JavaScript the home page still shows its words and the business phone', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await renderedHtml(context.request, '/', '<h1');
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'שמשות, זכוכית וחלקים לטרקטורים ולכלים כבדים',
  );
  await expect(page.locator('a[href^="tel:"]').first()).toBeAttached();
  await context.close();
});

test('a plate typed before the page comes alive is kept and searched', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await renderedHtml(context.request, '/', '<h1');
  const page = await context.newPage();
  // The scripts wait until the visitor has typed: the page shows the server's markup only.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded, so only the response is awaited here.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByTestId('hero-vehicle-number').fill('7001234');
  release();
  // Alive: the search button, disabled while the field was empty in the app's state, can be used.
  await expect(page.getByTestId('hero-search')).toBeEnabled();
  await expect(page.getByTestId('hero-vehicle-number')).toHaveValue('7001234');
  await page.getByTestId('hero-search').click();
  await expect(page).toHaveURL(/7001234/);
  await context.close();
});
