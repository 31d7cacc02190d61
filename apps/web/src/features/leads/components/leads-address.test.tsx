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

beforeEach(async () => {
  serveLeads();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the leads’ filters in the address', () => {
  it('the home page’s ?status=new lands on the new leads, and a status chip writes the address', async () => {
    const user = setupUser();
    open('/?status=new');
    await screen.findByTestId(`lead-row-${fresh.leadNumber}`);
    expect(asked[0]?.get('status')).toBe('new');
    expect(screen.getByTestId('leads-filter-new').getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByTestId('leads-filter-won'));
    await waitFor(() => expect(addressParams(screen.getByTestId('address')).get('status')).toBe('won'));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('won'));
  });

  it('comes back with the last status on the next visit, until Reset', async () => {
    const user = setupUser();
    open('/?status=won');
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('won'));
    cleanup();
    asked = [];

    open('/');
    await screen.findByTestId('restored-filter-notice');
    expect(asked[0]?.get('status')).toBe('won');
    await user.click(screen.getByTestId('leads-reset'));
    await waitFor(() => expect(asked.at(-1)?.has('status')).toBe(false));
    expect(screen.queryByTestId('restored-filter-notice')).toBeNull();
  });
});
