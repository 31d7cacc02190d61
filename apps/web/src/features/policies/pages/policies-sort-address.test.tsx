import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { AddressProbe, addressParams } from '../../../ui/test-address';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { samplePolicy } from '../../insurance/test/sample-insurance';
import { PoliciesPage } from './policies-page';

const active = samplePolicy({ status: 'active' });
let bodies: Record<string, unknown>[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/insurance/subscriptions/fetchGeneralPolicy') {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ policies: [active], total: 40, totalPages: 4 });
      }
      if (path === '/api/users/getData') return json({ users: [], total: 0, totalPages: 0 });
      return json({ items: [] });
    }),
  );
}

function open(path = '/') {
  return renderSignedIn(
    <>
      <PoliciesPage />
      <AddressProbe />
    </>,
    { role: 'worker', path },
  );
}
const address = () => addressParams(screen.getByTestId('address'));
const lastBody = () => bodies.at(-1);
const headerOf = (sortKey: string) => screen.getByTestId(`sort-${sortKey}`).closest('th') as HTMLElement;

beforeEach(async () => {
  localStorage.clear();
  bodies = [];
  serve();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the subscriptions sort in the address', () => {
  it("the home's expiring link opens the active ones, soonest ending first", async () => {
    open('/?status=active&sortBy=endDate&sortDir=asc');
    await waitFor(() =>
      expect(lastBody()).toMatchObject({ status: 'active', sortBy: 'endDate', sortDir: 'asc', page: 0 }),
    );
    expect(bodies.every((body) => body.sortBy === 'endDate')).toBe(true);
    expect(headerOf('endDate').getAttribute('aria-sort')).toBe('ascending');
    expect((screen.getByTestId('policies-filter-status') as HTMLSelectElement).value).toBe('active');
  });

  it('a new order goes back to page 1, and clearing the filters keeps the order', async () => {
    const user = setupUser();
    open('/?status=active');
    await screen.findByTestId('pagination-next');
    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1 }));

    await user.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 0, sortBy: 'name', sortDir: 'asc' }));
    expect(address().get('sortBy')).toBe('name');

    // The status chip's delete: the filter goes, the order stays.
    (
      screen.getByTestId('filter-chip-status').querySelector('.MuiChip-deleteIcon') as HTMLElement
    ).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => expect(address().has('status')).toBe(false));
    expect(address().get('sortBy')).toBe('name');
    await waitFor(() => expect(lastBody()).not.toHaveProperty('status'));
    expect(lastBody()).toMatchObject({ sortBy: 'name', sortDir: 'asc' });
  });
});
