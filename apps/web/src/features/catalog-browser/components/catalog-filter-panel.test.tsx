import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { isShownAt, stubWindowWidth, withoutGeneratedIds } from '../../../ui/test-media';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { emptyCatalogFilters } from '../catalog-filters';
import { serve } from '../test/render-catalog';
import { CatalogFilterPanel } from './catalog-filter-panel';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phone = 390;
const desktop = 1366;
const inUse = { ...emptyCatalogFilters, machine: 'JOHN DEERE', searchQuery: 'שמשה' };

function renderPanel(filters = inUse) {
  serve({
    '/api/catalog/options': { success: true, machines: ['JOHN DEERE', 'MANITOU'] },
    '/api/autocomplete/getSuggestions': [],
  });
  return renderWithProviders(
    <CatalogFilterPanel
      category="windows"
      draft={filters}
      applied={filters}
      onChange={() => {}}
      onClear={() => {}}
    />,
  );
}

const label = (name: string) => i18next.t(`catalog-browser.filters.${name}`);

describe('catalog filters: folded on phones, open on wider screens, by CSS (issue 17)', () => {
  it('a phone gets the fields under a button that counts the filters in use; a desktop gets the fields', async () => {
    const user = setupUser();
    renderPanel();
    const toggle = screen.getByTestId('catalog-filters-toggle');
    const fields = screen.getByTestId('catalog-filters-fields');
    expect(toggle.textContent).toBe(label('show'));
    expect(toggle.getAttribute('aria-controls')).toBe(fields.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(toggle.parentElement as HTMLElement).getByText('2')).toBeTruthy();
    expect(isShownAt(toggle, phone)).toBe(true);
    expect(isShownAt(fields, phone)).toBe(false);
    expect(isShownAt(toggle, desktop)).toBe(false);
    expect(isShownAt(fields, desktop)).toBe(true);
    expect(isShownAt(screen.getByTestId('catalog-filter-searchQuery'), desktop)).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(label('hide'));
    expect(isShownAt(fields, phone)).toBe(true);
    expect(isShownAt(screen.getByTestId('catalog-filter-searchQuery'), phone)).toBe(true);

    await user.click(toggle);
    expect(isShownAt(fields, phone)).toBe(false);
    expect(isShownAt(fields, desktop)).toBe(true);
  });

  it('renders the same markup whatever the screen measures, as the server (which has none) does', () => {
    stubWindowWidth(phone);
    const onPhone = withoutGeneratedIds(renderPanel().container.innerHTML);
    cleanup();
    stubWindowWidth(desktop);
    const onDesktop = withoutGeneratedIds(renderPanel().container.innerHTML);
    expect(onPhone).toContain('data-testid="catalog-filters-toggle"');
    expect(onPhone).toContain('data-testid="catalog-filter-searchQuery"');
    expect(onDesktop).toBe(onPhone);
  });
});

describe('catalog filters: completions without a component library (issue 17, ADR 0034)', () => {
  const offered = (input: HTMLElement) =>
    [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value);

  it('offers the category’s manufacturers under the field, narrowed to what was typed', async () => {
    renderPanel(emptyCatalogFilters);
    const manufacturer = screen.getByTestId('catalog-filter-machine');
    await waitFor(() => expect(offered(manufacturer)).toEqual(['JOHN DEERE', 'MANITOU']));
    cleanup();
    renderPanel({ ...emptyCatalogFilters, machine: 'mani' });
    await waitFor(() => expect(offered(screen.getByTestId('catalog-filter-machine'))).toEqual(['MANITOU']));
    // No model is offered before a manufacturer is chosen.
    expect(offered(screen.getByTestId('catalog-filter-model'))).toEqual([]);
  });
});
