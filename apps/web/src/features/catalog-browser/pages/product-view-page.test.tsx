import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../app/i18n';
import { setupUser } from '../../../ui/test-user';
import { findToast, json, renderCatalog, serve } from '../test/render-catalog';
import { sampleProductDetail } from '../test/sample-catalog';

const product = sampleProductDetail();
const productPath = `/products/windows/${product._id}`;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('catalog browser: product view', () => {
  it('shows the product read-only: name, number, price, fit, measurements, instructions, documents', async () => {
    const served = serve({ '/api/catalog/product': { product } });
    renderCatalog(productPath);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(product.name);
    expect(Object.fromEntries(served.requests[0]?.searchParams ?? [])).toEqual({ id: product._id });
    expect(screen.getByText('מק״ט 10045')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('₪1,250');
    expect(screen.getByTestId('product-fact-manufacturer').textContent).toBe('JOHN DEERE');
    expect(screen.getByTestId('product-fact-years').textContent).toBe('2019, 2020');
    expect(screen.getByTestId('product-fact-width').textContent).toBe('120 ס״מ');
    expect(screen.queryByTestId('product-fact-print')).toBeNull();
    expect(screen.getByTestId('product-installation').textContent).toContain('להדביק בדבק פוליאוריתן');
    expect(screen.getByRole('link', { name: 'מפרט.pdf' }).getAttribute('href')).toBe(
      'https://files.example/doc-1.pdf',
    );
    expect(screen.getByText('גוון כהה')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    // The tab names the product, as the server's head did for the first page.
    await waitFor(() => expect(document.title).toBe(`${product.name} · ${i18next.t('common.appName')}`));
  });

  it('shows a known delivery time in English', async () => {
    await switchLanguage('en');
    serve({ '/api/catalog/product': { product: { ...product, deliveryTime: '5 ימי עסקים' } } });
    renderCatalog(`/en${productPath}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Delivery time: 5 business days')).toBeTruthy();
    expect(screen.queryByText(/ימי עסקים/)).toBeNull();
  });

  it('switches the large picture with the thumbnails', async () => {
    serve({ '/api/catalog/product': { product } });
    const user = setupUser();
    renderCatalog(productPath);
    const main = (await screen.findByTestId('gallery-main')) as HTMLImageElement;
    expect(main.getAttribute('src')).toBe('https://files.example/img-1.jpg');
    expect(main.getAttribute('width')).toBe('800');
    await user.click(screen.getByRole('button', { name: 'הצגת תמונה 2' }));
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('https://files.example/img-2.jpg');
    expect(screen.getByRole('button', { name: 'הצגת תמונה 2' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links back to the results with the same filters', async () => {
    serve({ '/api/catalog/product': { product } });
    renderCatalog(`${productPath}?machine=JOHN%20DEERE&page=2`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('product-back').getAttribute('href')).toBe(
      '/products/windows?machine=JOHN%20DEERE&page=2',
    );
  });

  it('shows not-found for a hidden or missing product, without an error toast', async () => {
    serve({});
    renderCatalog(productPath);
    const missing = await screen.findByTestId('product-not-found');
    expect(within(missing).getByRole('heading').textContent).toBe('המוצר לא נמצא');
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
  });

  it('shows not-found for an address that is not a product id, and asks nothing', async () => {
    const served = serve({});
    renderCatalog('/products/windows/not-a-product');
    expect(await screen.findByTestId('product-not-found')).toBeTruthy();
    expect(served.requests).toEqual([]);
  });

  it('says "error loading product for view" when the call fails', async () => {
    serve({ '/api/catalog/product': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderCatalog(productPath);
    await findToast('שגיאה בטעינת המוצר לתצוגה');
    expect(screen.getByTestId('product-error')).toBeTruthy();
  });
});
