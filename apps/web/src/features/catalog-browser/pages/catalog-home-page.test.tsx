import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../app/i18n';
import { setupUser } from '../../../ui/test-user';
import { currentLocation, findToast, json, renderCatalog, serve } from '../test/render-catalog';
import { sampleCategories } from '../test/sample-catalog';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('he');
});

describe('catalog browser: home', () => {
  it('shows a card per category with its product count, linking to the category', async () => {
    serve({ '/api/catalog/options': { success: true, categories: sampleCategories } });
    renderCatalog('/products');
    const windows = await screen.findByTestId('category-card-windows');
    expect(windows.textContent).toContain('שמשות');
    expect(windows.textContent).toContain('12 מוצרים');
    expect(windows.getAttribute('href')).toBe('/products/windows');
    expect(screen.getByTestId('category-card-hydraulicHoses').textContent).toContain('צינורות הידראוליים');
  });

  it('names built-in categories in the page language, and others by their Hebrew name', async () => {
    await switchLanguage('en');
    serve({ '/api/catalog/options': { success: true, categories: sampleCategories } });
    renderCatalog('/products');
    // Vehicle glass, not building windows (issue 18).
    expect((await screen.findByTestId('category-card-windows')).textContent).toContain('Windscreens & glass');
    expect(screen.getByTestId('category-card-mirrors').textContent).toContain('1 product');
    expect(screen.getByTestId('category-card-hydraulicHoses').textContent).toContain('צינורות הידראוליים');
  });

  it('searches by machine only once a number is typed, trimmed', async () => {
    serve({ '/api/catalog/options': { success: true, categories: [] } });
    const user = setupUser();
    renderCatalog('/products');
    const submit = screen.getByTestId('vehicle-search-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByTestId('vehicle-search-chassis'), '   ');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByTestId('vehicle-search-chassis'), 'AB123{Enter}');
    expect(currentLocation().pathname).toBe('/products/machine-view');
    expect(Object.fromEntries(currentLocation().searchParams)).toEqual({ chassisNumber: 'AB123' });
  });

  it('says "error loading categories" when they fail to load', async () => {
    serve({ '/api/catalog/options': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderCatalog('/products');
    await findToast('שגיאה בטעינת הקטגוריות');
    expect(screen.getByTestId('catalog-categories-error')).toBeTruthy();
  });
});
