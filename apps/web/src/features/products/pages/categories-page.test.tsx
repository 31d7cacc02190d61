import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, serve, toastTexts } from '../test/serve';
import { CategoriesPage } from './categories-page';

let requests: RecordedRequest[] = [];

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('products: categories', () => {
  it('lists categories with counts and links; built-in and non-empty ones cannot be deleted', async () => {
    requests = serve();
    renderSignedIn(<CategoriesPage />, { role: 'worker' });
    const windows = await screen.findByTestId('category-windows');
    expect(windows.textContent).toContain('12');
    expect(within(windows).getByTestId('category-link').getAttribute('href')).toBe(
      '/dashboard/worker/products/windows',
    );
    expect(within(windows).queryByTestId('row-delete')).toBeNull();
    expect(within(windows).queryByTestId('row-edit')).toBeNull();
    expect(within(screen.getByTestId('category-seats')).queryByTestId('row-delete')).toBeNull();
    expect(within(screen.getByTestId('category-hydraulicHoses')).getByTestId('row-delete')).toBeTruthy();
  });

  it('shows the server’s reason when a delete is refused', async () => {
    requests = serve((_method, path) =>
      path === '/product/deleteProductCategory'
        ? json(
            {
              error: {
                code: 'CONFLICT',
                message: 'in use',
                fields: { category: 'validation.categoryInUse' },
              },
            },
            409,
          )
        : undefined,
    );
    const user = setupUser();
    renderSignedIn(<CategoriesPage />, { role: 'worker' });
    const row = await screen.findByTestId('category-hydraulicHoses');
    await user.click(within(row).getByTestId('row-delete'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(toastTexts().join()).toContain('לא ניתן למחוק קטגוריה שיש בה מוצרים'));
    expect(requests.find((request) => request.path === '/product/deleteProductCategory')?.body).toEqual({
      category: 'hydraulicHoses',
    });
  });

  it('creates a category from a Hebrew and an English name', async () => {
    requests = serve((_method, path) =>
      path === '/product/createProductCategory' ? json({ category: {} }) : undefined,
    );
    const user = setupUser();
    renderSignedIn(<CategoriesPage />, { role: 'worker' });
    await user.click(await screen.findByTestId('categories-create'));
    await user.type(screen.getByTestId('category-field-categoryName'), 'מגבים');
    await user.type(screen.getByTestId('category-field-categoryEnName'), 'Wipers');
    await user.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(toastTexts()).toContain('הקטגוריה נוצרה בהצלחה'));
    expect(requests.find((request) => request.path === '/product/createProductCategory')?.body).toEqual({
      categoryName: 'מגבים',
      categoryEnName: 'Wipers',
    });
  });
});
