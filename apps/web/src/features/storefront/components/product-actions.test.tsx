import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { setupUser } from '../../../ui/test-user';
import { sampleProductDetail } from '../../catalog-browser/test/sample-catalog';
import { businessDetails, businessDetailsPath, renderStorefront, serve } from '../test/render-storefront';

const product = sampleProductDetail();
const productPath = `/products/windows/${product._id}`;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('storefront: a product page’s actions', () => {
  it('asks for a quote on the product: the lead carries its id and the visitor’s machine', async () => {
    const requests = serve({
      [businessDetailsPath]: businessDetails,
      '/api/catalog/product': { product },
      'POST /api/leads': { leadNumber: 2001 },
    });
    const user = setupUser();
    renderStorefront(productPath);
    await user.click(await screen.findByTestId('product-request-quote'));
    const dialog = await screen.findByRole('dialog');
    // The form loads with the dialog's first opening.
    const message = (await within(dialog).findByTestId('quote-message')) as HTMLTextAreaElement;
    expect(message.value).toBe(`שלום, אשמח להצעת מחיר עבור ${product.name} (מק״ט ${product.catalogNumber})`);
    await user.type(within(dialog).getByTestId('quote-name'), 'דנה לוי');
    await user.type(within(dialog).getByTestId('quote-phoneNumber'), '0521112233');
    await user.type(within(dialog).getByTestId('quote-vinNumber'), '1RW8320RCJD012345');
    await user.click(within(dialog).getByTestId('quote-submit'));
    expect((await within(dialog).findByTestId('quote-lead-number')).textContent).toBe('מספר הבקשה: 2001');
    const lead = requests.find((request) => request.method === 'POST' && request.path === '/api/leads');
    expect(lead?.body).toMatchObject({
      productId: product._id,
      source: 'product',
      name: 'דנה לוי',
      phoneNumber: '0521112233',
      machine: { tractorNumber: '', vinNumber: '1RW8320RCJD012345' },
      language: 'he',
    });
  });

  it('calls the business and opens WhatsApp with the product’s name and catalogue number', async () => {
    serve({ [businessDetailsPath]: businessDetails, '/api/catalog/product': { product } });
    renderStorefront(`/en${productPath}`);
    await screen.findByRole('heading', { level: 1, name: product.en_name });
    const whatsapp = await screen.findByTestId('product-whatsapp');
    expect(screen.getByTestId('product-call').getAttribute('href')).toBe('tel:+972501234567');
    const link = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/972529876543');
    expect(link.searchParams.get('text')).toBe(
      `Hello, I'd like a quote for ${product.en_name} (catalogue no. ${product.catalogNumber})`,
    );
  });
});
