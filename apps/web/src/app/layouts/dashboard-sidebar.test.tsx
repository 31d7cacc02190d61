import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../features/products/test/serve';
import { renderSignedIn } from '../../ui/test-signed-in';
import { i18next, switchLanguage } from '../i18n';
import { DashboardSidebar } from './dashboard-sidebar';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The role as a value: the prop shares its name with the ARIA attribute the linter checks.
const sidebarOf = (role: 'worker' | 'customer') => (
  <DashboardSidebar section={role} role={role} userName="Dana Levi" />
);

const productsGroup = () =>
  within(document.getElementById('sidebar-navigation-groups-products') as HTMLElement);

describe('dashboard sidebar: created product categories', () => {
  it('lists each created category in the products group, before the category manager, opening its table', async () => {
    serve();
    renderSignedIn(sidebarOf('worker'), {
      role: 'worker',
      path: '/dashboard/worker/products/windows',
    });
    const seats = await productsGroup().findByRole('link', { name: 'מושבים' });
    expect(seats.getAttribute('href')).toBe('/dashboard/worker/products/seats');
    const names = productsGroup()
      .getAllByRole('link')
      .map((link) => link.textContent);
    const manager = names.indexOf(i18next.t('navigation.items.productsCategories'));
    expect(names.indexOf('צינורות הידראוליים')).toBe(manager - 2);
    expect(names.indexOf('מושבים')).toBe(manager - 1);
    // Built-in ones keep their single, translated entry.
    expect(names.filter((name) => name === i18next.t('navigation.items.productsWindows'))).toHaveLength(1);
  });

  it('names them in English outside Hebrew', async () => {
    await switchLanguage('en');
    serve();
    renderSignedIn(sidebarOf('worker'), {
      role: 'worker',
      path: '/dashboard/worker/products/windows',
    });
    expect(await productsGroup().findByRole('link', { name: 'Hydraulic hoses' })).toBeTruthy();
  });

  it('does not ask for categories in an area without products', async () => {
    const requests = serve();
    renderSignedIn(sidebarOf('customer'), {
      role: 'customer',
      path: '/dashboard/customer/main',
    });
    expect(await screen.findByText('Dana Levi')).toBeTruthy();
    expect(requests.map((request) => request.path)).not.toContain('/product/fetchProductCategories');
  });
});
