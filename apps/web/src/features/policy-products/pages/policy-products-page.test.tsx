import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { PolicyProduct, Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleLightsProduct, sampleProduct } from '../../insurance/test/sample-insurance';
import { json, type RecordedRequest, serve } from '../test/serve';
import { PolicyProductsPage } from './policy-products-page';

const windowsProduct = sampleProduct();
const lightsProduct = sampleLightsProduct();
const listPath = '/api/insurance/policy-product/fetchPolicyProducts';

function serveList(products: PolicyProduct[] = [windowsProduct, lightsProduct]) {
  return serve((_method, path) =>
    path === listPath ? json({ policyProducts: products, total: products.length, totalPages: 1 }) : undefined,
  );
}

function renderPage(role: Role = 'worker') {
  return renderSignedIn(<PolicyProductsPage />, { role });
}

const listBodies = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === listPath).map((request) => request.body);

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('policy-products page', () => {
  it.each([
    ['en', 'At our workshop', 'Mobile service unit on site'],
    ['ar', 'في ورشتنا', 'وحدة خدمة متنقلة في الموقع'],
    ['ru', 'В нашей мастерской', 'Выездная бригада на месте'],
  ] as const)('shows the seeded service types in %s, and a type typed otherwise as typed', async (language, lab, mobile) => {
    await switchLanguage(language);
    const custom = {
      ...sampleProduct(),
      _id: 'custom',
      policyNumber: '9',
      policyType: 'שירות VIP בבית הלקוח',
    };
    serveList([
      { ...windowsProduct, policyType: 'במעבדה' },
      { ...lightsProduct, policyType: 'ניידת שירות בשטח' },
      custom,
    ]);
    renderPage();
    expect(within(await screen.findByTestId(`row-${windowsProduct._id}`)).getByText(lab)).toBeTruthy();
    expect(within(screen.getByTestId(`row-${lightsProduct._id}`)).getByText(mobile)).toBeTruthy();
    expect(within(screen.getByTestId('row-custom')).getByText('שירות VIP בבית הלקוח')).toBeTruthy();
    expect(screen.queryByText('במעבדה')).toBeNull();
  });

  it('lists the first page of 10 with shekel amounts, the type and a terms link that opens a new tab', async () => {
    const requests = serveList();
    renderPage();
    const row = await screen.findByTestId(`row-${windowsProduct._id}`);
    expect(within(row).getByText(windowsProduct.policyNumber)).toBeTruthy();
    expect(within(row).getByText(windowsProduct.policyName)).toBeTruthy();
    expect(within(row).getByText('שמשות')).toBeTruthy();
    expect(within(row).getByText('₪1,250')).toBeTruthy();
    expect(within(row).getByText('₪300')).toBeTruthy();
    expect(within(row).getByText('שירות בשטח')).toBeTruthy();
    const terms = within(row).getByTestId('policy-product-terms-link');
    expect(terms.getAttribute('href')).toBe(windowsProduct.link);
    expect(terms.getAttribute('target')).toBe('_blank');

    const lights = screen.getByTestId(`row-${lightsProduct._id}`);
    expect(within(lights).getByText('פנסים ומראות')).toBeTruthy();
    expect(within(lights).getByText('₪890.5')).toBeTruthy();
    // An uploaded document opens through its own link when no link was typed.
    expect(within(lights).getByTestId('policy-product-terms-link').getAttribute('href')).toBe(
      '/api/files/signed/lights-terms.pdf',
    );
    expect(listBodies(requests)[0]).toEqual({ page: 1, limit: 10 });
    expect(screen.getByRole('heading', { name: 'כתבי שירות' })).toBeTruthy();
  });

  it('offers staff create, edit and delete', async () => {
    serveList();
    renderPage('worker');
    const row = await screen.findByTestId(`row-${windowsProduct._id}`);
    expect(screen.getByTestId('policy-products-add')).toBeTruthy();
    expect(within(row).getByTestId('row-edit')).toBeTruthy();
    expect(within(row).getByTestId('row-delete')).toBeTruthy();
  });

  it.each<Role>([
    'agent',
    'company',
  ])('shows %s the service documents read-only: no create, edit or delete, the terms only as a link', async (role) => {
    serveList();
    const user = setupUser();
    renderPage(role);
    const row = await screen.findByTestId(`row-${windowsProduct._id}`);
    expect(screen.getByRole('heading', { name: 'מסמכי שירות' })).toBeTruthy();
    expect(screen.queryByTestId('policy-products-add')).toBeNull();
    expect(within(row).queryByTestId('row-edit')).toBeNull();
    expect(within(row).queryByTestId('row-delete')).toBeNull();

    await user.click(within(row).getByTestId('row-view'));
    const dialog = await screen.findByTestId('policy-product-dialog');
    expect((within(dialog).getByTestId('policy-product-policyName') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).queryByTestId('dialog-save')).toBeNull();
    expect(within(dialog).queryByTestId('policy-product-document-upload')).toBeNull();
    const terms = within(dialog).getByTestId('policy-product-terms-view');
    expect(terms.getAttribute('href')).toBe(windowsProduct.link);
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('filters by type from the first page', async () => {
    const requests = serveList();
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${windowsProduct._id}`);
    await user.selectOptions(screen.getByTestId('policy-products-type-filter'), 'lights');
    await waitFor(() => expect(listBodies(requests).at(-1)).toEqual({ page: 1, limit: 10, type: 'lights' }));
  });

  it('says so when there are no service letters', async () => {
    serveList([]);
    renderPage();
    expect((await screen.findByTestId('table-empty')).textContent).toBe(i18next.t('policy-products.empty'));
  });

  it('deletes only after a confirmation that it cannot be undone, and refreshes the list', async () => {
    let products = [windowsProduct, lightsProduct];
    const requests = serve((_method, path, body) => {
      if (path === '/api/insurance/policy-product/deletePolicy') {
        products = products.filter((product) => product._id !== (body as { _id: string })._id);
        return json(body);
      }
      if (path === listPath) return json({ policyProducts: products, total: products.length, totalPages: 1 });
      return undefined;
    });
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${windowsProduct._id}`);

    await user.click(within(row).getByTestId('row-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain(windowsProduct.policyName);
    expect(confirm.textContent).toContain('לא ניתן לבטל פעולה זו');
    await user.click(within(confirm).getByTestId('confirm-no'));
    expect(requests.some((request) => request.path.endsWith('/deletePolicy'))).toBe(false);

    await user.click(within(row).getByTestId('row-delete'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText(i18next.t('policy-products.notices.deleted'))).toBeTruthy();
    expect(requests.find((request) => request.path.endsWith('/deletePolicy'))).toMatchObject({
      method: 'POST',
      body: { _id: windowsProduct._id },
    });
    await waitFor(() => expect(screen.queryByTestId(`row-${windowsProduct._id}`)).toBeNull());
  });

  it('says when a delete fails and keeps the row', async () => {
    serve((_method, path) => {
      if (path.endsWith('/deletePolicy')) return json({ error: { code: 'INTERNAL', message: 'boom' } }, 500);
      if (path === listPath) return json({ policyProducts: [windowsProduct], total: 1, totalPages: 1 });
      return undefined;
    });
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${windowsProduct._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText(i18next.t('policy-products.notices.deleteError'))).toBeTruthy();
    expect(screen.getByTestId(`row-${windowsProduct._id}`)).toBeTruthy();
  });
});
