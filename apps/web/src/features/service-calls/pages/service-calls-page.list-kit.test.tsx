import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleServiceCall, serviceCallsPage } from '../../insurance/test/sample-insurance';
import { json, type RecordedRequest, serveFetch } from '../test/fetch-stub';
import { ServiceCallsPage } from './service-calls-page';

const pending = sampleServiceCall();
const active = sampleServiceCall({
  _id: '4a2c9d3f-6e5b-4f70-8b8c-2d3e4f5a6b71',
  serviceCallNumber: 'SC-4A2C9D3F',
  status: 'active',
});

let requests: RecordedRequest[] = [];
const lastListBody = () =>
  requests.filter((request) => request.url.pathname === '/api/insurance/serviceCall/getServiceCalls').at(-1)
    ?.body;

function renderAs(role: Role = 'worker') {
  requests = serveFetch(() => json(serviceCallsPage([pending, active], 2)));
  return renderSignedIn(<ServiceCallsPage />, { role });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('service-calls worker page: sorting and bulk approval', () => {
  it('sorts by the customer on the server from its header', async () => {
    const user = setupUser();
    renderAs();
    await screen.findByTestId(`row-${pending._id}`);
    await user.click(screen.getByTestId('sort-customerName'));
    await waitFor(() =>
      expect(lastListBody()).toEqual({ page: 0, limit: 15, sortBy: 'customerName', sortDir: 'asc' }),
    );
    expect(screen.getByTestId('sort-customerName').closest('th')?.getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('lets anyone pick any call (to export it) and offers an approver to approve only pending picks', async () => {
    const user = setupUser();
    renderAs('worker');
    await screen.findByTestId(`row-${pending._id}`);
    await user.click(within(screen.getByTestId(`select-row-${active._id}`)).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 1 }),
    );
    expect(screen.queryByTestId('service-calls-approve-selected')).toBeNull();
    await user.click(within(screen.getByTestId(`select-row-${pending._id}`)).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 2 }),
    );
    await user.click(screen.getByTestId('service-calls-approve-selected'));
    expect((await screen.findByTestId('bulk-approve-question')).textContent).toBe(
      i18next.t('approval.bulk.confirm.serviceCall', { count: 1 }),
    );
  });

  it('lets a role that may not approve service calls pick them for an export, without approval', async () => {
    const user = setupUser();
    renderAs('agent');
    await screen.findByTestId(`row-${pending._id}`);
    await user.click(within(screen.getByTestId(`select-row-${pending._id}`)).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count').textContent).toBe(
      i18next.t('list-kit.selected', { count: 1 }),
    );
    expect(screen.queryByTestId('service-calls-approve-selected')).toBeNull();
  });
});
