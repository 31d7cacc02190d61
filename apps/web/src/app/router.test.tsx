import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupUser } from '../ui/test-user';
import { AuthContext, type AuthContextValue } from './auth/auth-context';
import { initialAuthState } from './auth/auth-state';
import { i18next } from './i18n';
import { type DashboardSection, dashboardSections, visibleAreas } from './navigation';
import { NotificationsProvider } from './notifications';
import { LanguageAwareProviders } from './providers';
import { AppRoutes, dashboardRoutePaths } from './router';

function signedIn(role: Role): Partial<AuthContextValue> {
  return {
    isAuthenticated: true,
    userRole: role,
    token: 'token',
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    user: {
      _id: 'u1',
      role,
      userType: 'individual',
      name: 'Dana Levi',
      phoneNumber: '+972500000004',
      userId: null,
    },
  };
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}

function renderAt(
  path: string,
  auth: Partial<AuthContextValue>,
  wrap: (routes: ReactNode) => ReactNode = (routes) => routes,
) {
  const value: AuthContextValue = {
    ...initialAuthState,
    ...auth,
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
  };
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {wrap(
        <NotificationsProvider>
          <MemoryRouter initialEntries={[path]}>
            <AuthContext.Provider value={value}>
              <AppRoutes />
              <CurrentPath />
            </AuthContext.Provider>
          </MemoryRouter>
        </NotificationsProvider>,
      )}
    </QueryClientProvider>,
  );
}

const currentPath = () => screen.getByTestId('current-path').textContent;

beforeEach(async () => {
  await i18next.changeLanguage('he');
  // Screens that load data never get an answer here; the router is what is under test.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('router: the protected-route guard', () => {
  it('sends a customer who opens a worker page to /dashboard/customer/main, saying they have no access', async () => {
    renderAt('/dashboard/worker/main', signedIn('customer'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/customer/main'));
    expect(await screen.findByText(i18next.t('common.noAccess'))).toBeTruthy();
    expect(screen.getByTestId('welcome-card').textContent).toContain('Dana Levi');
  });

  it('does the same for a deep worker page', async () => {
    renderAt('/dashboard/worker/stock/warehouses', signedIn('customer'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/customer/main'));
  });

  it('sends a signed-out visitor to "/" and opens the sign-in', async () => {
    renderAt('/dashboard/agent/services/agentPolicies', initialAuthState);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByTestId('signin-phone')).toBeTruthy();
    expect(screen.getByText(i18next.t('auth.signIn.required'))).toBeTruthy();
  });

  it('shows a spinner while the session is being checked', () => {
    renderAt('/dashboard/worker/main', { ...initialAuthState, isChecking: true });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(currentPath()).toBe('/dashboard/worker/main');
  });

  it('keeps the admin-only settings from a worker, and lets an admin in', async () => {
    renderAt('/dashboard/worker/settings/cacheSettings', signedIn('worker'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/worker/main'));
    cleanup();
    renderAt('/dashboard/worker/settings/cacheSettings', signedIn('admin'));
    expect(await screen.findByText(i18next.t('maintenance.caches.title'))).toBeTruthy();
    expect(currentPath()).toBe('/dashboard/worker/settings/cacheSettings');
  });

  it('keeps the special numbers from a worker, in the sidebar and by address (issue 13)', async () => {
    expect(visibleAreas('worker', 'worker').map((area) => area.path)).not.toContain(
      'settings/specialUsersSettings',
    );
    expect(visibleAreas('worker', 'admin').map((area) => area.path)).toContain(
      'settings/specialUsersSettings',
    );
    renderAt('/dashboard/worker/settings/specialUsersSettings', signedIn('worker'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/worker/main'));
  });
});

describe('router: dashboard paths', () => {
  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/worker',
    '/dashboard/worker/',
  ])('%s goes to the signed-in role’s main page', async (path) => {
    renderAt(path, signedIn('worker'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/worker/main'));
  });

  it('sends an agent opening /dashboard to the agent main page', async () => {
    renderAt('/dashboard', signedIn('agent'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/agent/main'));
  });

  it('shows not-found for an unknown page inside a dashboard, within the dashboard', async () => {
    renderAt('/dashboard/worker/no-such-page', signedIn('worker'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByTestId('sign-out')).toBeTruthy();
  });

  it('shows not-found for a parameter value that does not exist', async () => {
    renderAt('/dashboard/worker/tools/spaceTools', signedIn('worker'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  const roleOf: Record<DashboardSection, Role> = {
    worker: 'admin',
    agent: 'agent',
    customer: 'customer',
    storekeeper: 'storekeeper',
  };
  const sample: Record<string, string> = {
    ':category': 'windows',
    ':role': 'customer',
  };
  const concrete = (path: string) =>
    path
      .replace('tools/:category', 'tools/heavyTools')
      .replace('doc/:category', 'doc/workCard')
      .replace(/:\w+/g, (parameter) => sample[parameter] ?? parameter);
  const everyPath = dashboardSections.flatMap((section) =>
    dashboardRoutePaths[section].map((path) => [section, concrete(path)] as const),
  );

  it.each(everyPath)('%s/%s of the route table opens a page of its own', async (section, path) => {
    renderAt(`/dashboard/${section}/${path}`, signedIn(roleOf[section]));
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/${section}/${path}`));
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.getByTestId('sign-out')).toBeTruthy();
  });
});

describe('router: public paths', () => {
  it('/services/service-call shows its "not available yet" page in the public layout', async () => {
    renderAt('/services/service-call', initialAuthState);
    expect(await screen.findByTestId('not-available')).toBeTruthy();
    expect(screen.getByTestId('signin-open')).toBeTruthy();
  });

  it.each([
    ['/about-us', 'storefront.about.title'],
    ['/contact', 'storefront.contactPage.title'],
    ['/delivery-and-services', 'storefront.delivery.title'],
  ])('%s shows its own page in the public layout', async (path, titleKey) => {
    renderAt(path, initialAuthState);
    expect(await screen.findByRole('heading', { level: 1, name: i18next.t(titleKey) })).toBeTruthy();
    expect(screen.getByTestId('signin-open')).toBeTruthy();
    expect(screen.queryByTestId('not-available')).toBeNull();
  });

  it('opens the product browser in the public layout, without signing in', async () => {
    renderAt('/products', initialAuthState);
    expect(
      await screen.findByRole('heading', { level: 1, name: i18next.t('catalog-browser.title') }),
    ).toBeTruthy();
    expect(screen.getByTestId('signin-open')).toBeTruthy();
    expect(screen.queryByTestId('not-available')).toBeNull();
  });

  it('shows the landing page at "/" and not-found elsewhere', async () => {
    renderAt('/', initialAuthState);
    expect(await screen.findByText(i18next.t('common.home.title'))).toBeTruthy();
    cleanup();
    renderAt('/no/such/page', initialAuthState);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('router: the language is in the storefront’s address (issue 17)', () => {
  const renderInLanguage = (path: string) =>
    renderAt(path, initialAuthState, (routes) => <LanguageAwareProviders>{routes}</LanguageAwareProviders>);

  it.each([
    ['/en/about-us', 'en', 'ltr', 'About us'],
    ['/ar/contact', 'ar', 'rtl', 'اتصل بنا'],
    ['/ru/delivery-and-services', 'ru', 'ltr', 'Доставка и услуги'],
    ['/about-us', 'he', 'rtl', 'אודותינו'],
  ])('%s opens in its language (%s, %s)', async (path, language, direction, title) => {
    renderInLanguage(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(i18next.language).toBe(language);
    await waitFor(() => expect(document.documentElement.dir).toBe(direction));
    expect(document.documentElement.lang).toBe(language);
    expect(currentPath()).toBe(path);
  });

  it('opens the home page and not-found under a prefix, linking home in the same language', async () => {
    renderInLanguage('/en');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Windscreens, glass and parts for tractors and heavy machinery',
      }),
    ).toBeTruthy();
    cleanup();
    renderInLanguage('/ru/no-such-page');
    const notFound = await screen.findByTestId('not-found');
    await waitFor(() => expect(i18next.language).toBe('ru'));
    expect(within(notFound).getByRole('link').getAttribute('href')).toBe('/ru');
  });

  it('keeps the menu’s links in the visitor’s language', async () => {
    const user = setupUser();
    renderInLanguage('/ar/about-us');
    await waitFor(() => expect(i18next.language).toBe('ar'));
    // A phone's menu is behind its button (jsdom applies no media queries, so the desktop's links
    // are in the header too: look inside the drawer the button opens).
    await user.click(screen.getByRole('button', { name: i18next.t('navigation.menu.open') }));
    // The phone's menu loads on its first opening.
    const drawer = await waitFor(() => {
      const opened = document.getElementById('public-menu');
      expect(opened).not.toBeNull();
      return opened as HTMLElement;
    });
    const menu = await within(drawer).findByRole('navigation', { name: i18next.t('navigation.menu.public') });
    const hrefs = within(menu as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/ar/contact');
    expect(hrefs).toContain('/ar/products');
    expect(hrefs.every((href) => href?.startsWith('/ar'))).toBe(true);
  });

  it('the language switcher opens the same page in the chosen language, with its query', async () => {
    const user = setupUser();
    renderInLanguage('/en/about-us?from=ad');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    const button = screen.getByTestId('language-switcher');
    // One accessible name at every width, holding what a phone shows (EN) and what wider screens do.
    expect(button.getAttribute('aria-label')).toBe('Choose language: English (EN)');
    await user.click(button);
    // The list of languages loads on the first click.
    await user.click(await screen.findByTestId('language-he'));
    await waitFor(() => expect(currentPath()).toBe('/about-us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'אודותינו' })).toBeTruthy();
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(await screen.findByTestId('language-ru'));
    await waitFor(() => expect(currentPath()).toBe('/ru/about-us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(document.title).toBe(`О нас · ${i18next.t('common.appName')}`));
  });

  it('leaves the back-office’s address alone when its language changes', async () => {
    const user = setupUser();
    renderAt('/dashboard/worker/main', signedIn('worker'));
    await screen.findByTestId('sign-out');
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByTestId('language-en'));
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(currentPath()).toBe('/dashboard/worker/main');
  });
});
