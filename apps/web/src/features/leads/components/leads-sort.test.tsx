import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { AddressProbe, addressParams } from '../../../ui/test-address';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { LeadsPage } from '../pages/leads-page';
import { json, sampleLead, serve } from '../test/serve';

const fresh = sampleLead();
let asked: URLSearchParams[] = [];

function serveLeads() {
  asked = [];
  return serve((_method, path, _body, url) => {
    if (path === '/api/leads/getData') {
      asked.push(url.searchParams);
      return json({ leads: [fresh], total: 1, totalPages: 1 });
    }
    if (path === '/api/users/getData') return json({ users: [], total: 0, totalPages: 1 });
    return undefined;
  });
}

function open(path: string) {
  return renderSignedIn(
    <>
      <LeadsPage />
      <AddressProbe />
    </>,
    { role: 'worker', path },
  );
}

const address = () => addressParams(screen.getByTestId('address'));
/** The header cell of a sortable column, which carries aria-sort when the list is sorted by it. */
const headerOf = (sortKey: string) => screen.getByTestId(`sort-${sortKey}`).closest('th') as HTMLElement;
const lastAsked = () => asked.at(-1);

beforeEach(async () => {
  localStorage.clear();
  serveLeads();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the leads’ sort in the address', () => {
  it('a link with ?sortBy=name&sortDir=asc asks for that order and shows it on the header', async () => {
    open('/?sortBy=name&sortDir=asc');
    await screen.findByTestId(`lead-row-${fresh.leadNumber}`);
    expect(asked[0]?.get('sortBy')).toBe('name');
    expect(asked[0]?.get('sortDir')).toBe('asc');
    expect(headerOf('name').getAttribute('aria-sort')).toBe('ascending');
    expect(headerOf('createdAt').getAttribute('aria-sort')).toBeNull();
  });

  it('a header click writes the order into the address; the default order leaves it out', async () => {
    const user = setupUser();
    open('/?status=new');
    await screen.findByTestId(`lead-row-${fresh.leadNumber}`);
    expect(asked[0]?.has('sortBy')).toBe(false);
    expect(headerOf('createdAt').getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByTestId('sort-leadNumber'));
    await waitFor(() => expect(address().get('sortBy')).toBe('leadNumber'));
    expect(address().get('sortDir')).toBe('asc');
    expect(address().get('status')).toBe('new');
    await waitFor(() => expect(lastAsked()?.get('sortBy')).toBe('leadNumber'));
    expect(headerOf('leadNumber').getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByTestId('sort-leadNumber'));
    await waitFor(() => expect(address().get('sortDir')).toBe('desc'));
    await waitFor(() => expect(lastAsked()?.get('sortDir')).toBe('desc'));
    expect(headerOf('leadNumber').getAttribute('aria-sort')).toBe('descending');

    // Newest first is the list's own order: nothing in the address, nothing sent.
    await user.click(screen.getByTestId('sort-createdAt'));
    await user.click(screen.getByTestId('sort-createdAt'));
    await waitFor(() => expect(address().has('sortBy')).toBe(false));
    expect(address().has('sortDir')).toBe(false);
    await waitFor(() => expect(lastAsked()?.has('sortBy')).toBe(false));
  });

  it('an unknown column or direction in the address is the default order, without an error', async () => {
    open('/?sortBy=phoneNumber&sortDir=sideways');
    await screen.findByTestId(`lead-row-${fresh.leadNumber}`);
    expect(asked.every((params) => !params.has('sortBy') && !params.has('sortDir'))).toBe(true);
    expect(headerOf('createdAt').getAttribute('aria-sort')).toBe('descending');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('comes back with the last filters and order together, a link with a filter only keeps its own order, and Reset forgets both', async () => {
    const user = setupUser();
    open('/?status=won&sortBy=name&sortDir=desc');
    await waitFor(() => expect(lastAsked()?.get('sortBy')).toBe('name'));
    cleanup();
    asked = [];

    // Both the filter and the order come back, into the address too (one does not overwrite the other).
    open('/');
    await screen.findByTestId('restored-filter-notice');
    expect(asked[0]?.get('status')).toBe('won');
    expect(asked[0]?.get('sortBy')).toBe('name');
    expect(asked[0]?.get('sortDir')).toBe('desc');
    await waitFor(() => expect(address().get('sortBy')).toBe('name'));
    expect(address().get('status')).toBe('won');
    expect(headerOf('name').getAttribute('aria-sort')).toBe('descending');
    cleanup();
    asked = [];

    // The home's link names a filter: it opens as the link says, not in the remembered order.
    open('/?status=new');
    await screen.findByTestId(`lead-row-${fresh.leadNumber}`);
    expect(asked[0]?.get('status')).toBe('new');
    expect(asked[0]?.has('sortBy')).toBe(false);
    cleanup();
    asked = [];

    open('/?sortBy=name&sortDir=asc');
    await screen.findByTestId(`lead-row-${fresh.leadNumber}`);
    await user.click(screen.getByTestId('leads-reset'));
    await waitFor(() => expect(address().has('sortBy')).toBe(false));
    await waitFor(() => expect(lastAsked()?.has('sortBy')).toBe(false));
    cleanup();
    asked = [];
    open('/');
    await screen.findByTestId(`lead-row-${fresh.leadNumber}`);
    expect(asked[0]?.has('sortBy')).toBe(false);
    expect(asked[0]?.has('status')).toBe(false);
  });
});
