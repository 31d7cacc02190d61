import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleServiceCall, serviceCallsPage } from '../../insurance/test/sample-insurance';
import type { InsuranceWizardProps } from '../../insurance/wizard/insurance-wizard';
import { sampleUser } from '../../users/test/sample-users';
import { json, type RecordedRequest, serveFetch } from '../test/fetch-stub';
import { AgentServiceCallsPage } from './agent-service-calls-page';

vi.mock('../../insurance/wizard/insurance-wizard', () => ({
  InsuranceWizard: ({ open, mode, initial }: InsuranceWizardProps) =>
    open ? <div data-testid="wizard-stub">{JSON.stringify({ mode, initial: initial ?? null })}</div> : null,
}));

const activeCall = sampleServiceCall({ status: 'active' });
const pendingCall = sampleServiceCall({
  _id: '5b3d0e4a-7f6c-4a81-9c9d-3e4f5a6b7c82',
  serviceCallNumber: 'SC-5B3D0E4A',
  userInformation: { ...activeCall.userInformation, name: 'Moshe Peretz' },
});
const agentId = '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40';

let requests: RecordedRequest[] = [];
const posts = () => requests.filter((request) => request.method === 'POST');

function serve() {
  requests = serveFetch(({ url }) => {
    if (url.pathname.endsWith('/getAgentActiveServiceCallsByAgentType'))
      return json(serviceCallsPage([activeCall]));
    if (url.pathname.endsWith('/getAgentPendingServiceCallsByAgentType'))
      return json(serviceCallsPage([pendingCall]));
    if (url.pathname.endsWith('/getServiceCalls')) return json(serviceCallsPage([]));
    if (url.pathname === '/api/users/getItemByFields') return json({ items: [sampleUser()] });
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('service-calls agent page', () => {
  it('lists the active tab, then the pending tab, each through its agent call from page 0', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<AgentServiceCallsPage />, { role: 'agent' });
    const row = await screen.findByTestId(`row-${activeCall._id}`);
    expect(row.textContent).toContain(activeCall.userInformation.name);
    expect(row.textContent).toContain(activeCall.machine.machine);
    expect(row.textContent).toContain('07/03/2025');
    expect(posts()[0]).toMatchObject({
      url: expect.objectContaining({
        pathname: '/api/generalServiceCalls/getAgentActiveServiceCallsByAgentType',
      }),
      body: { userId: agentId, role: 'agent', userType: 'individual', page: 0, limit: 15 },
    });

    await user.click(screen.getByTestId('agent-service-calls-tab-pending'));
    expect(await screen.findByTestId(`row-${pendingCall._id}`)).toBeTruthy();
    expect(posts().at(-1)).toMatchObject({
      url: expect.objectContaining({
        pathname: '/api/generalServiceCalls/getAgentPendingServiceCallsByAgentType',
      }),
      body: { page: 0, limit: 15 },
    });
    // Agents view calls; approval is for staff.
    expect(within(screen.getByTestId(`row-${pendingCall._id}`)).queryByTestId('row-approve')).toBeNull();
  });

  it('searches the tab through getServiceCalls from 3 characters', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<AgentServiceCallsPage />, { role: 'agent' });
    await screen.findByTestId(`row-${activeCall._id}`);
    await user.type(screen.getByTestId('agent-service-calls-search'), 'Dan');
    await waitFor(() =>
      expect(posts().at(-1)).toMatchObject({
        url: expect.objectContaining({ pathname: '/api/insurance/serviceCall/getServiceCalls' }),
        body: { page: 0, limit: 15, search: 'Dan', status: 'active' },
      }),
    );
    expect(await screen.findByText('לא נמצאו קריאות שירות שמתאימות לחיפוש')).toBeTruthy();
  });

  it('opens the wizard on the customer\'s machine when "my customers" sends a customer', async () => {
    serve();
    renderSignedIn(<AgentServiceCallsPage />, {
      role: 'agent',
      path: '/dashboard/agent/services/agentServiceCalls?customerId=0b9d5f7e-3c0a-4d7e-9a52-6f1c2b3a4d5e',
    });
    const wizard = await screen.findByTestId('wizard-stub');
    expect(JSON.parse(wizard.textContent ?? '')).toEqual({
      mode: 'serviceCall',
      initial: { vinNumber: 'JD6155R0001', tractorNumber: '1234567' },
    });
  });

  it('opens an empty wizard from the new-call button', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<AgentServiceCallsPage />, { role: 'agent' });
    await screen.findByTestId(`row-${activeCall._id}`);
    await user.click(screen.getByTestId('agent-service-calls-new'));
    expect(JSON.parse((await screen.findByTestId('wizard-stub')).textContent ?? '')).toEqual({
      mode: 'serviceCall',
      initial: null,
    });
  });
});
