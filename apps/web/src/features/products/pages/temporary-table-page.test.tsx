import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleProduct } from '../test/sample-products';
import { json, type RecordedRequest, serve, toastTexts } from '../test/serve';
import { TemporaryTablePage } from './temporary-table-page';

const hidden = sampleProduct({ visibility: false, category: 'mirrors', name: 'מראה ימין' });
let requests: RecordedRequest[] = [];
const hiddenLists = () => requests.filter((request) => request.path === '/product/fetchProductsByVisablity');

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('products: temporary table', () => {
  it('lists hidden products of every category with their category, and filters by one', async () => {
    requests = serve((_method, path) =>
      path === '/product/fetchProductsByVisablity'
        ? json({ products: [hidden], total: 1, totalPages: 1 })
        : undefined,
    );
    const user = setupUser();
    renderSignedIn(<TemporaryTablePage />, { role: 'worker' });
    const row = await screen.findByTestId(`row-${hidden._id}`);
    expect(row.textContent).toContain('מראות');
    expect(hiddenLists()[0]?.body).toEqual({ page: 1, limit: 10, visibility: false });

    await user.selectOptions(screen.getByTestId('temporary-filter-category'), 'mirrors');
    await waitFor(() =>
      expect(hiddenLists().at(-1)?.body).toEqual({
        category: 'mirrors',
        page: 1,
        limit: 10,
        visibility: false,
      }),
    );
  });

  it('returns a product to its table by sending visibility true', async () => {
    requests = serve((_method, path) => {
      if (path === '/product/fetchProductsByVisablity')
        return json({ products: [hidden], total: 1, totalPages: 1 });
      if (path === '/product/updateProductVisability')
        return json({ product: { ...hidden, visibility: true } });
      return undefined;
    });
    const user = setupUser();
    renderSignedIn(<TemporaryTablePage />, { role: 'worker' });
    const row = await screen.findByTestId(`row-${hidden._id}`);
    await user.click(within(row).getByTestId('row-restore'));
    await waitFor(() => expect(toastTexts()).toContain('מראה ימין הוחזר לטבלה'));
    expect(requests.find((request) => request.path === '/product/updateProductVisability')?.body).toEqual({
      product: { _id: hidden._id, visibility: true },
    });
  });
});
