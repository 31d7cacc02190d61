import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { HomeSummary as Summary } from '@tg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, serve } from '../../search/test/serve';
import { HomeSummary } from './home-summary';

const office: Summary = {
  subscriptionsPending: 3,
  serviceCallsPending: 0,
  subscriptionsExpiring: 12,
  documents: {
    priceQuote: { open: 4, byStatus: [{ status: 'נשלח ללקוח', count: 4 }] },
    workCard: { open: 0, byStatus: [] },
  },
  routesToday: { planned: 8, done: 3 },
  newLeads: 2,
  stockBelowMinimum: 1,
  failedImports: 0,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const figure = (id: string) => screen.getByTestId(`home-figure-${id}`);
const linkOf = (id: string) => screen.getByTestId(`home-link-${id}`).getAttribute('href');

describe('home summary: what needs doing today', () => {
  it('shows each count with its label and opens its list filtered by the list’s own parameters', async () => {
    serve((path) => (path === '/api/home/summary' ? json(office) : undefined));
    renderSignedIn(<HomeSummary section="worker" />, { role: 'worker', path: '/dashboard/worker/main' });

    await waitFor(() => expect(figure('subscriptionsPending').textContent).toBe('3'));
    expect(screen.getByText(i18next.t('home.figures.subscriptionsPending'))).toBeTruthy();
    expect(linkOf('subscriptionsPending')).toBe('/dashboard/worker/services/insurance?status=pending');
    expect(linkOf('serviceCallsPending')).toBe('/dashboard/worker/services/serviceCall?status=pending');
    expect(linkOf('subscriptionsExpiring')).toBe(
      '/dashboard/worker/services/insurance?status=active&sortBy=endDate&sortDir=asc',
    );
    expect(linkOf('priceQuoteOpen')).toBe('/dashboard/worker/doc/priceQuote?docType=open');
    expect(linkOf('newLeads')).toBe('/dashboard/worker/operations/leads?status=new');
    expect(linkOf('stockBelowMinimum')).toBe('/dashboard/worker/stock/warehouses');
    expect(linkOf('routesToday')).toBe('/dashboard/worker/operations/driversRoutes');
    expect(screen.getByTestId('home-progress-routesToday').textContent).toBe(
      i18next.t('home.progress', { done: '3', planned: '8' }),
    );
    const status = screen.getByTestId('home-breakdown-link');
    expect(status.textContent).toBe('נשלח ללקוח');
    expect(new URL(status.getAttribute('href') ?? '', 'http://x').searchParams.get('generalStatus')).toBe(
      'נשלח ללקוח',
    );
  });

  it('shows a zero calmly, muted but never hidden', async () => {
    serve((path) => (path === '/api/home/summary' ? json(office) : undefined));
    renderSignedIn(<HomeSummary section="worker" />, { role: 'worker', path: '/dashboard/worker/main' });

    await waitFor(() => expect(figure('serviceCallsPending').textContent).toBe('0'));
    expect(figure('serviceCallsPending').dataset.zero).toBe('true');
    expect(figure('subscriptionsPending').dataset.zero).toBe('false');
    expect(figure('failedImports').textContent).toBe('0');
    expect(figure('workCardOpen').textContent).toBe('0');
  });

  it('gives the storekeeper today’s picking, counted on the page that lists it', async () => {
    serve((path) =>
      path === '/api/home/summary' ? json({ stockBelowMinimum: 0, pickingToday: 5 }) : undefined,
    );
    renderSignedIn(<HomeSummary section="storekeeper" />, {
      role: 'storekeeper',
      path: '/dashboard/storekeeper/main',
    });

    await waitFor(() => expect(figure('pickingToday').textContent).toBe('5'));
    expect(screen.queryByTestId('home-link-pickingToday')).toBeNull();
    expect(linkOf('stockBelowMinimum')).toBe('/dashboard/storekeeper/stock/warehouses');
    expect(screen.queryByTestId('home-figure-subscriptionsPending')).toBeNull();
  });

  it('says when the figures cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const requests = serve((path) => {
      if (path !== '/api/home/summary') return undefined;
      return fail ? json({ error: { code: 'INTERNAL', message: 'down' } }, 500) : json(office);
    });
    const user = setupUser();
    renderSignedIn(<HomeSummary section="worker" />, { role: 'worker', path: '/dashboard/worker/main' });

    const alert = await screen.findByTestId('home-error', {}, { timeout: 5000 });
    expect(within(alert).getByText(i18next.t('home.loadError'))).toBeTruthy();
    fail = false;
    await user.click(screen.getByTestId('home-retry'));
    await waitFor(() => expect(figure('subscriptionsPending').textContent).toBe('3'));
    expect(requests.filter((request) => request.path === '/api/home/summary').length).toBeGreaterThan(1);
  });
});

describe('home summary: roles without figures', () => {
  it('asks nothing and shows nothing for a supplier', async () => {
    const requests = serve(() => json({}));
    renderSignedIn(<HomeSummary section="storekeeper" />, {
      role: 'supplier',
      path: '/dashboard/storekeeper/main',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('home-summary')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
