import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { AddressProbe, addressParams } from '../../../ui/test-address';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleServiceCall, serviceCallsPage } from '../../insurance/test/sample-insurance';
import { json, type RecordedRequest, serveFetch } from '../test/fetch-stub';
import { AgentServiceCallsPage } from './agent-service-calls-page';

vi.mock('../../insurance/wizard/insurance-wizard', () => ({ InsuranceWizard: () => null }));

const activeCall = sampleServiceCall({ status: 'active' });
let requests: RecordedRequest[] = [];
const lastPost = () => requests.filter((request) => request.method === 'POST').at(-1);

function serve() {
  requests = serveFetch(({ url }) => {
    if (url.pathname.includes('/getAgent')) return json(serviceCallsPage([activeCall]));
    if (url.pathname.endsWith('/getServiceCalls')) return json(serviceCallsPage([activeCall]));
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
}

function open(path: string) {
  renderSignedIn(
    <>
      <AgentServiceCallsPage />
      <AddressProbe />
    </>,
    { role: 'agent', path },
  );
}
const address = () => addressParams(screen.getByTestId('address'));
const headerOf = (sortKey: string) => screen.getByTestId(`sort-${sortKey}`).closest('th') as HTMLElement;

beforeEach(async () => {
  localStorage.clear();
  serve();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the agent's service-call tabs sort", () => {
  it('a link with a sort asks the tab for it and marks the header; a header click writes the address', async () => {
    const user = setupUser();
    open('/?tab=pending&sortBy=customerName&sortDir=asc');
    await screen.findByTestId(`row-${activeCall._id}`);
    expect(lastPost()).toMatchObject({
      url: expect.objectContaining({
        pathname: '/api/generalServiceCalls/getAgentPendingServiceCallsByAgentType',
      }),
      body: { page: 0, sortBy: 'customerName', sortDir: 'asc' },
    });
    expect(headerOf('customerName').getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByTestId('sort-manufacturer'));
    await waitFor(() => expect(address().get('sortBy')).toBe('manufacturer'));
    expect(address().get('tab')).toBe('pending');
    await waitFor(() => expect(lastPost()?.body).toMatchObject({ sortBy: 'manufacturer', sortDir: 'asc' }));
    expect(headerOf('manufacturer').getAttribute('aria-sort')).toBe('ascending');
  });

  it('keeps the order when the tab is searched, and falls back to newest first for a column it cannot sort by', async () => {
    const user = setupUser();
    open('/?sortBy=status&sortDir=asc');
    await screen.findByTestId(`row-${activeCall._id}`);
    expect(lastPost()?.body).not.toHaveProperty('sortBy');
    expect(headerOf('createdAt').getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByTestId('sort-customerName'));
    await user.type(screen.getByTestId('agent-service-calls-search'), 'משה{Enter}');
    await waitFor(() =>
      expect(lastPost()).toMatchObject({
        url: expect.objectContaining({ pathname: '/api/insurance/serviceCall/getServiceCalls' }),
        body: { status: 'active', search: 'משה', sortBy: 'customerName', sortDir: 'asc' },
      }),
    );
  });
});
