import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from './auth/auth-context';
import { initialAuthState } from './auth/auth-state';
import { i18next } from './i18n';
import { type DashboardSection, dashboardSections, visibleAreas } from './navigation';
import { NotificationsProvider } from './notifications';
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

function renderAt(path: string, auth: Partial<AuthContextValue>) {
  const value: AuthContextValue = {
    ...initialAuthState,
    ...auth,
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
  };
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthContext.Provider value={value}>
            <AppRoutes />
            <CurrentPath />
          </AuthContext.Provider>
        </MemoryRouter>
      </NotificationsProvider>
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
  it.each([
    '/about-us',
    '/contact',
    '/services/service-call',
  ])('%s shows its "not available yet" page in the public layout', async (path) => {
    renderAt(path, initialAuthState);
    expect(await screen.findByTestId('not-available')).toBeTruthy();
    expect(screen.getByTestId('signin-open')).toBeTruthy();
  });

  it('opens the news list in the public layout, without signing in (issue 17)', async () => {
    renderAt('/news', initialAuthState);
    expect(await screen.findByRole('heading', { level: 1, name: 'חדשות' })).toBeTruthy();
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
