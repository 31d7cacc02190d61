import { cleanup, screen } from '@testing-library/react';
import type { CatalogVehicleAnswer } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { findToast, json, renderCatalog, serve } from '../test/render-catalog';
import { sampleCategories } from '../test/sample-catalog';

const deere = {
  manufacturer: 'JOHN DEERE',
  model: '6155R',
  year: '2019',
  foundBy: 'vehicleNumber',
  searchValue: '1234501',
} as const;
const answer = (overrides: Partial<CatalogVehicleAnswer>): CatalogVehicleAnswer => ({
  success: true,
  hasProducts: true,
  vehicle: deere,
  categories: sampleCategories.slice(0, 2),
  message: 'found',
  ...overrides,
});

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('catalog browser: machine view', () => {
  it('shows the machine found and its categories, linking with the number carried along', async () => {
    const served = serve({ '/api/catalog/search-vehicle': answer({}) });
    renderCatalog('/products/machine-view?vehicleNumber=%201234501%20');
    const summary = await screen.findByTestId('vehicle-summary');
    for (const text of ['JOHN DEERE', '6155R', '2019', 'נמצא לפי מספר רישוי 1234501']) {
      expect(summary.textContent, text).toContain(text);
    }
    expect(Object.fromEntries(served.requests[0]?.searchParams ?? [])).toEqual({ vehicleNumber: '1234501' });
    const windows = screen.getByTestId('category-card-windows');
    expect(windows.getAttribute('href')).toBe('/products/windows?vehicleNumber=1234501');
    expect(windows.textContent).toContain('12 מוצרים');
    expect(screen.getByTestId('category-card-mirrors').textContent).toContain('מוצר אחד');
    expect((screen.getByTestId('vehicle-search-plate') as HTMLInputElement).value).toBe('1234501');
  });

  it('warns "vehicle not found" when the registry does not know the number', async () => {
    serve({
      '/api/catalog/search-vehicle': answer({
        vehicle: null,
        hasProducts: false,
        categories: [],
        message: 'vehicleNotFound',
      }),
    });
    renderCatalog('/products/machine-view?chassisNumber=NOPE123');
    const warning = await screen.findByTestId('vehicle-not-found');
    expect(warning.textContent).toContain('הכלי לא נמצא');
    expect(screen.queryByTestId('vehicle-summary')).toBeNull();
    expect(screen.queryByTestId(/^category-card-/)).toBeNull();
  });

  it('still offers the categories of products that list an unknown number', async () => {
    serve({
      '/api/catalog/search-vehicle': answer({
        vehicle: null,
        categories: sampleCategories.slice(0, 1),
        message: 'vehicleNotFound',
      }),
    });
    renderCatalog('/products/machine-view?chassisNumber=OLD777');
    expect(await screen.findByTestId('vehicle-not-found')).toBeTruthy();
    expect(screen.getByTestId('category-card-windows').getAttribute('href')).toBe(
      '/products/windows?chassisNumber=OLD777',
    );
  });

  it('says when no products fit the machine found', async () => {
    serve({
      '/api/catalog/search-vehicle': answer({ hasProducts: false, categories: [], message: 'noProducts' }),
    });
    renderCatalog('/products/machine-view?chassisNumber=1L06155R');
    expect((await screen.findByTestId('vehicle-no-products')).textContent).toBe(
      'אין מוצרים שמתאימים לכלי הזה.',
    );
    expect(screen.getByTestId('vehicle-summary')).toBeTruthy();
  });

  it('asks for a number, and calls nothing, when the address has none', async () => {
    const served = serve({});
    renderCatalog('/products/machine-view');
    expect(await screen.findByText('הזינו מספר שלדה או מספר רישוי כדי לחפש.')).toBeTruthy();
    expect(served.requests).toEqual([]);
  });

  it('says "error in vehicle search" when the call fails', async () => {
    serve({ '/api/catalog/search-vehicle': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderCatalog('/products/machine-view?vehicleNumber=1234501');
    await findToast('שגיאה בחיפוש הכלי');
    expect(screen.getByRole('button', { name: 'ניסיון נוסף' })).toBeTruthy();
  });
});
