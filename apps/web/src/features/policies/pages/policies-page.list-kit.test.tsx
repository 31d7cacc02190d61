import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { samplePolicy } from '../../insurance/test/sample-insurance';
import { PoliciesPage } from './policies-page';

const pendingA = samplePolicy({
  _id: '5f0c8a52-7d1e-4c3b-9a2f-1e2d3c4b5a60',
  policyNumber: 'PI-5F0C8A52',
  status: 'pending',
});
const pendingB = samplePolicy({
  _id: '6a1d9b63-8e2f-4d4c-8b3a-2f3e4d5c6b71',
  policyNumber: 'PI-6A1D9B63',
  status: 'pending',
});
const active = samplePolicy();

let listBodies: Record<string, unknown>[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (path === '/insurance/subscriptions/fetchGeneralPolicy') {
        listBodies.push(body);
        return json({ policies: [pendingA, active, pendingB], total: 3, totalPages: 1 });
      }
      if (path === '/users/getData') return json({ users: [], total: 0, totalPages: 1 });
      return json({ items: [] });
    }),
  );
}

beforeEach(async () => {
  listBodies = [];
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('policies page: sorting and bulk approval', () => {
  it('sorts on the server from a header, ascending then descending, and marks the header with aria-sort', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<PoliciesPage />, { role: 'worker' });
    await screen.findByTestId(`row-${pendingA._id}`);
    const header = screen.getByTestId('sort-endDate');
    expect(header.closest('th')?.getAttribute('aria-sort')).toBeNull();

    await user.click(header);
    await waitFor(() =>
      expect(listBodies.at(-1)).toMatchObject({ page: 0, sortBy: 'endDate', sortDir: 'asc' }),
    );
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('ascending');

    // The header is a button: the keyboard turns the order around too.
    header.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ sortBy: 'endDate', sortDir: 'desc' }));
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('picks any row of the page (to export it), counts the picks, and clears them when a filter changes', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<PoliciesPage />, { role: 'worker' });
    await screen.findByTestId(`row-${pendingA._id}`);
    expect(screen.queryByTestId('selection-bar')).toBeNull();

    await user.click(within(screen.getByTestId('select-all-rows')).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 3 }),
    );

    await user.click(
      screen.getByRole('checkbox', {
        name: i18next.t('list-kit.selectRow', { name: pendingB.policyNumber }),
      }),
    );
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 2 }),
    );
    const selectAll = within(screen.getByTestId('select-all-rows')).getByRole('checkbox') as HTMLInputElement;
    expect(selectAll.getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByTestId('policies-approve-selected')).toBeTruthy();

    // Only the active row left picked: nothing to approve, but still picked for an export.
    await user.click(
      screen.getByRole('checkbox', {
        name: i18next.t('list-kit.selectRow', { name: pendingA.policyNumber }),
      }),
    );
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 1 }),
    );
    expect(screen.queryByTestId('policies-approve-selected')).toBeNull();

    await user.selectOptions(screen.getByTestId('policies-filter-status'), 'pending');
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).toBeNull());
  });

  it('approves only the pending picks: the dialog counts two of the three rows picked', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<PoliciesPage />, { role: 'worker' });
    await screen.findByTestId(`row-${pendingA._id}`);
    await user.click(within(screen.getByTestId('select-all-rows')).getByRole('checkbox'));
    await user.click(screen.getByTestId('policies-approve-selected'));
    expect((await screen.findByTestId('bulk-approve-question')).textContent).toBe(
      i18next.t('approval.bulk.confirm.policy', { count: 2 }),
    );
  });

  it('lets a role that may not approve pick rows to export, and offers it no approval', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<PoliciesPage />, { role: 'agent' });
    await screen.findByTestId(`row-${pendingA._id}`);
    await user.click(within(screen.getByTestId('select-all-rows')).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 3 }),
    );
    expect(screen.queryByTestId('policies-approve-selected')).toBeNull();
  });
});
