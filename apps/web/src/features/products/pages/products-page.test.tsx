import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@tg/domain';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleProduct } from '../test/sample-products';
import { json, type RecordedRequest, serve, toastTexts } from '../test/serve';
import { ProductsPage } from './products-page';

const windscreen = sampleProduct();
const listOf = (products: Product[], total = products.length) =>
  json({ products, total, totalPages: Math.max(1, Math.ceil(total / 10)) });

let requests: RecordedRequest[] = [];
const lastList = () =>
  requests.filter((request) => request.path === '/product/getData').at(-1)?.url.searchParams;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/dashboard/worker/products/:category" element={<ProductsPage />} />
      </Routes>
      <Address />
    </>,
    { role: 'worker', path },
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('products: category table', () => {
  it('lists the category’s first page of ten under its translated name', async () => {
    requests = serve((_method, path) => (path === '/product/getData' ? listOf([windscreen], 37) : undefined));
    renderAt('/dashboard/worker/products/windows');
    const row = await screen.findByTestId(`row-${windscreen._id}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('שמשות');
    for (const text of ['100234', 'שמשה קדמית', 'JOHN DEERE', '6155R', '2019 2020']) {
      expect(row.textContent, text).toContain(text);
    }
    expect(within(row).getAllByRole('img')).toHaveLength(1);
    expect(lastList()?.get('category')).toBe('windows');
    expect(lastList()?.get('page')).toBe('1');
    expect(lastList()?.get('limit')).toBe('10');
    expect(screen.getByTestId('pagination-displayed').textContent).toBe('מוצגים 1 מתוך 37');
  });

  it('names a created category by its Hebrew name, and an unknown one is not found', async () => {
    requests = serve((_method, path) => (path === '/product/getData' ? listOf([]) : undefined));
    renderAt('/dashboard/worker/products/hydraulicHoses');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('צינורות הידראוליים');
    cleanup();
    requests = serve();
    renderAt('/dashboard/worker/products/spaceships');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(requests.some((request) => request.path === '/product/getData')).toBe(false);
  });

  it('keeps the searches in the address: Enter starts them, and a reload asks for the same', async () => {
    requests = serve((_method, path) => (path === '/product/getData' ? listOf([windscreen], 25) : undefined));
    const user = setupUser();
    renderAt('/dashboard/worker/products/windows');
    await screen.findByTestId(`row-${windscreen._id}`);
    await user.type(screen.getByTestId('products-search-vin'), '1L0615');
    await user.type(screen.getByTestId('products-search-q'), 'שמשה{Enter}');
    await waitFor(() => expect(lastList()?.get('searchQuery')).toBe('שמשה'));
    expect(lastList()?.get('vinNumber')).toBe('1L0615');
    const address = screen.getByTestId('address').textContent ?? '';
    expect(new URL(address, 'http://x').searchParams.get('q')).toBe('שמשה');

    cleanup();
    requests = serve((_method, path) => (path === '/product/getData' ? listOf([windscreen], 25) : undefined));
    renderAt(`${address}&page=2`);
    await screen.findByTestId(`row-${windscreen._id}`);
    expect(lastList()?.get('searchQuery')).toBe('שמשה');
    expect(lastList()?.get('vinNumber')).toBe('1L0615');
    expect(lastList()?.get('page')).toBe('2');
    expect((screen.getByTestId('products-search-q') as HTMLInputElement).value).toBe('שמשה');
  });

  it('picks products to export only those, and the picks go when the search changes', async () => {
    requests = serve((_method, path) => (path === '/product/getData' ? listOf([windscreen], 25) : undefined));
    const user = setupUser();
    renderAt('/dashboard/worker/products/windows');
    await screen.findByTestId(`row-${windscreen._id}`);
    await user.click(
      screen.getByRole('checkbox', {
        name: i18next.t('list-kit.selectRow', { name: windscreen.catalogNumber }),
      }),
    );
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 1 }),
    );
    await user.click(screen.getByTestId('list-export'));
    expect((await screen.findByTestId('list-export-selected')).textContent).toBe(
      i18next.t('export.selectedRows', { count: 1 }),
    );
    await user.keyboard('{Escape}');
    await user.type(screen.getByTestId('products-search-q'), 'שמשה{Enter}');
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).toBeNull());
  });

  it('asks before deleting, with the spec’s words, then deletes by id', async () => {
    requests = serve((_method, path) => {
      if (path === '/product/getData') return listOf([windscreen]);
      if (path === '/product/deleteProducts') return json({ _id: windscreen._id });
      return undefined;
    });
    const user = setupUser();
    renderAt('/dashboard/worker/products/windows');
    const row = await screen.findByTestId(`row-${windscreen._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('האם אתה בטוח שברצונך למחוק את המוצר? לא ניתן לבטל פעולה זו.');
    expect(requests.some((request) => request.path === '/product/deleteProducts')).toBe(false);
    await user.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(toastTexts()).toContain('המוצר נמחק בהצלחה'));
    expect(requests.find((request) => request.path === '/product/deleteProducts')?.body).toEqual({
      _id: windscreen._id,
    });
  });

  it('moves a product to the temporary table', async () => {
    requests = serve((_method, path) => {
      if (path === '/product/getData') return listOf([windscreen]);
      if (path === '/product/updateProductVisability')
        return json({ product: { ...windscreen, visibility: false } });
      return undefined;
    });
    const user = setupUser();
    renderAt('/dashboard/worker/products/windows');
    const row = await screen.findByTestId(`row-${windscreen._id}`);
    await user.click(within(row).getByTestId('row-hide'));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/product/updateProductVisability')?.body).toEqual({
        product: { _id: windscreen._id, visibility: false },
      }),
    );
  });
});

describe('products: the open dialog is in the address', () => {
  const address = () => screen.getByTestId('address').textContent;

  it('names the product being edited, and closing takes it out again', async () => {
    requests = serve((_method, path) => (path === '/product/getData' ? listOf([windscreen]) : undefined));
    const user = setupUser();
    renderAt('/dashboard/worker/products/windows?q=100');
    const row = await screen.findByTestId(`row-${windscreen._id}`);
    await user.click(within(row).getByTestId('row-edit'));
    await screen.findByTestId('product-dialog');
    expect(address()).toBe(
      `/dashboard/worker/products/windows?q=100&product=${windscreen.catalogNumber}&mode=edit`,
    );
    await user.click(screen.getByTestId('dialog-cancel'));
    await waitFor(() => expect(address()).toBe('/dashboard/worker/products/windows?q=100'));
  });

  it('opens the product named in the address after a reload, with what was typed kept', async () => {
    requests = serve((_method, path, body) => {
      if (path === '/product/getData') return listOf([windscreen]);
      if (path === '/product/getProductByCatalogNumber')
        return (body as { catalogNumber: string }).catalogNumber === windscreen.catalogNumber
          ? json({ product: windscreen })
          : json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
      return undefined;
    });
    const user = setupUser();
    renderAt(`/dashboard/worker/products/windows?product=${windscreen.catalogNumber}&mode=edit`);
    const name = (await screen.findByTestId('product-field-name')) as HTMLInputElement;
    expect(name.value).toBe(windscreen.name);
    await user.type(name, ' ירוקה');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();

    renderAt(`/dashboard/worker/products/windows?product=${windscreen.catalogNumber}&mode=edit`);
    const again = (await screen.findByTestId('product-field-name')) as HTMLInputElement;
    expect(again.value).toBe(`${windscreen.name} ירוקה`);
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
  });

  it('says so when the product in the address is gone, and shows the table', async () => {
    requests = serve((_method, path) => {
      if (path === '/product/getData') return listOf([windscreen]);
      if (path === '/product/getProductByCatalogNumber')
        return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
      return undefined;
    });
    renderAt('/dashboard/worker/products/windows?product=424242&mode=edit');
    await waitFor(() => expect(toastTexts()).toContain('המוצר שבכתובת לא נמצא'));
    await waitFor(() => expect(address()).toBe('/dashboard/worker/products/windows'));
    expect(screen.queryByTestId('product-dialog')).toBeNull();
  });

  it('opens a new product’s dialog from ?product=new', async () => {
    requests = serve((_method, path) => {
      if (path === '/product/getData') return listOf([]);
      if (path === '/product/getLastProductId') return json({ newId: '1000099' });
      return undefined;
    });
    renderAt('/dashboard/worker/products/windows?product=new');
    await waitFor(() =>
      expect((screen.getByTestId('product-field-catalogNumber') as HTMLInputElement).value).toBe('1000099'),
    );
  });
});
