import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { AddressProbe, addressParams } from '../../../ui/test-address';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { samplePolicy } from '../../insurance/test/sample-insurance';
import { PoliciesPage } from './policies-page';

const pending = samplePolicy({ status: 'pending' });
const dana = '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40';
const noa = '0d4c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

let bodies: Record<string, unknown>[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/insurance/subscriptions/fetchGeneralPolicy') {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ policies: [pending], total: 40, totalPages: 4 });
      }
      if (path === '/api/users/getData') return json({ users: [], total: 0, totalPages: 0 });
      return json({ items: [] });
    }),
  );
}

/** The subscriptions screen at an address, for a person; "reload" is a cleanup and a new render. */
function open(path = '/', userId = dana) {
  return renderSignedIn(
    <>
      <PoliciesPage />
      <AddressProbe />
    </>,
    { role: 'worker', path, user: { _id: userId } },
  );
}
const address = () => addressParams(screen.getByTestId('address'));
const lastBody = () => bodies.at(-1);

beforeEach(async () => {
  bodies = [];
  serve();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('subscriptions filters in the address', () => {
  it('lands filtered from a link: the home page’s ?status=pending and the search’s ?policyNumber=', async () => {
    open('/?status=pending&policyNumber=PI-1A2B3C4D');
    await waitFor(() =>
      expect(lastBody()).toMatchObject({ status: 'pending', policyNumber: 'PI-1A2B3C4D', page: 0 }),
    );
    expect((screen.getByTestId('policies-filter-status') as HTMLSelectElement).value).toBe('pending');
    expect((screen.getByTestId('policies-search-policyNumber') as HTMLInputElement).value).toBe(
      'PI-1A2B3C4D',
    );
    expect(screen.getByTestId('filter-chip-status')).toBeTruthy();
    // A link is not a remembered filter.
    expect(screen.queryByTestId('restored-filter-notice')).toBeNull();
  });

  it('writes each filter into the address, and a reload at that address keeps them', async () => {
    const user = setupUser();
    open();
    await waitFor(() => expect(lastBody()).toBeDefined());
    fireEvent.change(screen.getByTestId('policies-filter-status'), { target: { value: 'active' } });
    await user.click(screen.getByTestId('policies-search-tractorNumber'));
    await user.paste('12-345');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address().get('tractorNumber')).toBe('12-345'));
    expect(address().get('status')).toBe('active');
    const written = `/${screen.getByTestId('address').textContent}`;

    cleanup();
    bodies = [];
    open(written);
    await waitFor(() => expect(lastBody()).toMatchObject({ status: 'active', tractorNumber: '12345' }));
    expect((screen.getByTestId('policies-search-tractorNumber') as HTMLInputElement).value).toBe('12-345');
  });

  it('brings back the person’s last filters and page size, with a notice, and not another person’s', async () => {
    open();
    await waitFor(() => expect(lastBody()).toBeDefined());
    fireEvent.change(screen.getByTestId('policies-filter-status'), { target: { value: 'pending' } });
    fireEvent.mouseDown(within(screen.getByTestId('pagination-page-size')).getByRole('combobox'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('20'));
    await waitFor(() => expect(lastBody()).toMatchObject({ status: 'pending', limit: 20 }));

    cleanup();
    bodies = [];
    open();
    await waitFor(() => expect(lastBody()).toMatchObject({ status: 'pending', limit: 20 }));
    expect(screen.getByTestId('restored-filter-notice').textContent).toBe('הסינון האחרון שלך הוחל');
    await waitFor(() => expect(address().get('status')).toBe('pending'));
    // Asked with the remembered filter from the first request on, never the whole list first.
    expect(bodies.every((body) => body.status === 'pending' && body.limit === 20)).toBe(true);

    cleanup();
    bodies = [];
    open('/', noa);
    await waitFor(() => expect(lastBody()).toBeDefined());
    expect(lastBody()).not.toHaveProperty('status');
    expect(lastBody()).toMatchObject({ limit: 10 });
    expect(screen.queryByTestId('restored-filter-notice')).toBeNull();
    expect(address().toString()).toBe('');
  });

  it('Reset clears the address and the memory', async () => {
    const user = setupUser();
    open('/?status=pending');
    await waitFor(() => expect(lastBody()).toMatchObject({ status: 'pending' }));
    cleanup();
    open();
    await screen.findByTestId('restored-filter-notice');

    await user.click(screen.getByTestId('policies-reset'));
    await waitFor(() => expect(lastBody()).not.toHaveProperty('status'));
    expect(screen.queryByTestId('restored-filter-notice')).toBeNull();
    expect(address().toString()).toBe('');

    cleanup();
    bodies = [];
    open();
    await waitFor(() => expect(lastBody()).toBeDefined());
    expect(lastBody()).not.toHaveProperty('status');
    expect(screen.queryByTestId('restored-filter-notice')).toBeNull();
  });
});
