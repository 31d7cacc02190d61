import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { CacheStats } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { CacheSettingsPage } from './cache-settings-page';

let requests: { method: string; path: string; body: unknown }[] = [];
let caches: CacheStats[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function serve(
  clear: (body: { name?: string }) => Response = () => json({ cleared: 3, caches: ['productOptions'] }),
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method: init.method ?? 'GET', path: url.pathname, body });
      if (url.pathname === '/api/cache/list') return json({ caches });
      return clear(body);
    }),
  );
}

beforeEach(() => {
  requests = [];
  caches = [
    { name: 'productOptions', entries: 3, hits: 120, misses: 4, ttlSeconds: 300 },
    { name: 'catalogOptions', entries: 0, hits: 0, misses: 0, ttlSeconds: 45 },
  ];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listReads = () => requests.filter((request) => request.path === '/api/cache/list').length;

describe('maintenance cache settings page', () => {
  it('lists each cache with its entries, hits, misses and time to live', async () => {
    serve();
    renderWithProviders(<CacheSettingsPage />);
    const row = await screen.findByTestId('row-productOptions');
    expect(row.textContent).toContain(i18next.t('maintenance.caches.names.productOptions'));
    expect(row.textContent).toContain('120');
    expect(row.textContent).toContain(
      new Intl.NumberFormat('he', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(5),
    );
  });

  it('clears one cache after a confirmation naming it, says how many entries went and reads the list again', async () => {
    serve();
    const user = setupUser();
    renderWithProviders(<CacheSettingsPage />);
    const row = await screen.findByTestId('row-productOptions');
    await user.click(within(row).getByTestId('cache-clear-productOptions'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      i18next.t('maintenance.caches.names.productOptions'),
    );
    const readsBefore = listReads();
    await user.click(screen.getByTestId('confirm-yes'));

    expect(await screen.findByText(i18next.t('maintenance.caches.cleared', { count: 3 }))).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/cache/clearCache')).toEqual({
      method: 'POST',
      path: '/api/cache/clearCache',
      body: { name: 'productOptions' },
    });
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it('clears every cache with one confirmed button, sending no name', async () => {
    serve(() => json({ cleared: 0, caches: ['productOptions', 'catalogOptions'] }));
    const user = setupUser();
    renderWithProviders(<CacheSettingsPage />);
    await screen.findByTestId('row-catalogOptions');
    await user.click(screen.getByTestId('caches-clear-all'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      i18next.t('maintenance.caches.clearAllMessage'),
    );
    await user.click(screen.getByTestId('confirm-yes'));
    expect(await screen.findByText(i18next.t('maintenance.caches.cleared', { count: 0 }))).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/cache/clearCache')?.body).toEqual({});
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    serve();
    const user = setupUser();
    renderWithProviders(<CacheSettingsPage />);
    await screen.findByTestId('row-productOptions');
    await user.click(screen.getByTestId('caches-clear-all'));
    await user.click(screen.getByTestId('confirm-no'));
    expect(requests.some((request) => request.path === '/api/cache/clearCache')).toBe(false);
  });

  it('says when clearing failed', async () => {
    serve(() => json({ error: { code: 'FORBIDDEN', message: 'no' } }, 403));
    const user = setupUser();
    renderWithProviders(<CacheSettingsPage />);
    await user.click(await screen.findByTestId('cache-clear-catalogOptions'));
    await user.click(screen.getByTestId('confirm-yes'));
    expect(await screen.findByText(new RegExp(i18next.t('maintenance.caches.clearFailed')))).toBeTruthy();
  });

  it('refreshes the list on request, and offers a retry when it fails', async () => {
    serve();
    const user = setupUser();
    renderWithProviders(<CacheSettingsPage />);
    await screen.findByTestId('row-productOptions');
    caches = [{ name: 'productCategories', entries: 1, hits: 0, misses: 1, ttlSeconds: 300 }];
    await user.click(screen.getByTestId('caches-refresh'));
    expect(await screen.findByTestId('row-productCategories')).toBeTruthy();

    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500)),
    );
    renderWithProviders(<CacheSettingsPage />);
    expect(await screen.findByTestId('table-error')).toBeTruthy();
    expect(screen.getByTestId('table-retry')).toBeTruthy();
  });
});
