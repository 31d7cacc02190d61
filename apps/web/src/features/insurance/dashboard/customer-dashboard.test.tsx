import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayIso } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, serveFetch } from '../../service-calls/test/fetch-stub';
import { samplePolicy, sampleServiceCall, serviceCallsPage } from '../test/sample-insurance';
import type { InsuranceWizardProps } from '../wizard/insurance-wizard';
import { CustomerDashboard } from './customer-dashboard';

vi.mock('../wizard/insurance-wizard', () => ({
  InsuranceWizard: ({ open, mode }: InsuranceWizardProps) =>
    open ? <div data-testid="wizard-stub">{mode}</div> : null,
}));

const today = todayIso();
const call = sampleServiceCall();

const active = samplePolicy({
  _id: '6c4e1f5b-8a7d-4b92-8d0e-4f5a6b7c8d93',
  policyNumber: 'PI-6C4E1F5B',
  createdAt: addDays(today, -300),
  expiredAt: addDays(today, 20),
});
const pending = samplePolicy({
  _id: '7d5f2a6c-9b8e-4ca3-9e1f-5a6b7c8d9ea4',
  policyNumber: 'PI-7D5F2A6C',
  status: 'pending',
});

let requests: RecordedRequest[] = [];
function serve({ calls = [call] } = {}) {
  requests = serveFetch(({ url }) => {
    if (url.pathname.endsWith('/fetchGeneralPolicy'))
      return json({ policies: [active, pending], total: 14, totalPages: 2 });
    if (url.pathname.endsWith('/getServiceCalls')) return json(serviceCallsPage(calls));
    if (url.pathname.endsWith('/policyPdf')) return json({ url: 'https://files.test/PI-6C4E1F5B.pdf' });
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
}
const bodyOf = (suffix: string) => requests.find((request) => request.url.pathname.endsWith(suffix))?.body;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('insurance-dashboard customer', () => {
  it("shows the customer's latest subscriptions and calls, asked from page 0", async () => {
    serve();
    renderSignedIn(<CustomerDashboard />, { role: 'customer' });
    const activeRow = await screen.findByTestId(`row-${active._id}`);
    expect(activeRow.textContent).toContain('PI-6C4E1F5B');
    expect(activeRow.textContent).toContain(active.policyProduct.policyName);
    const expiry = within(activeRow).getByTestId('expiry-indicator');
    expect(expiry.dataset.level).toBe('soon');
    expect(expiry.textContent).toBe(i18next.t('insurance.expiry.daysLeft', { count: 20 }));
    expect(within(screen.getByTestId(`row-${pending._id}`)).queryByTestId('policy-pdf')).toBeNull();
    expect(screen.getByTestId('my-policies').textContent).toContain('מוצגים 2 האחרונים מתוך 14');

    const callRow = await screen.findByTestId(`row-${call._id}`);
    expect(within(callRow).getByTestId('service-call-status-pending').textContent).toBe('ממתינה לטיפול');
    expect(bodyOf('/fetchGeneralPolicy')).toEqual({ page: 0, limit: 10 });
    expect(bodyOf('/getServiceCalls')).toEqual({ page: 0, limit: 10 });
  });

  it('opens the wizard in place for a service call or a subscription', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<CustomerDashboard />, { role: 'customer' });
    await user.click(screen.getByTestId('customer-open-service-call'));
    expect((await screen.findByTestId('wizard-stub')).textContent).toBe('serviceCall');
    await user.click(screen.getByTestId('customer-new-subscription'));
    await waitFor(() => expect(screen.getByTestId('wizard-stub').textContent).toBe('subscription'));
  });

  it('invites to open a call when there are none, and the invitation opens the wizard', async () => {
    serve({ calls: [] });
    const user = setupUser();
    renderSignedIn(<CustomerDashboard />, { role: 'customer' });
    const invitation = await screen.findByTestId('my-service-calls-empty');
    await user.click(within(invitation).getByRole('button', { name: 'פתיחת קריאת שירות' }));
    expect((await screen.findByTestId('wizard-stub')).textContent).toBe('serviceCall');
  });

  it('opens the PDF of an active subscription in a tab opened at the click', async () => {
    serve();
    const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const user = setupUser();
    renderSignedIn(<CustomerDashboard />, { role: 'customer' });
    const row = await screen.findByTestId(`row-${active._id}`);
    await user.click(within(row).getByTestId('policy-pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://files.test/PI-6C4E1F5B.pdf'));
    expect(tab.opener).toBeNull();
    expect(bodyOf('/policyPdf')).toEqual({ _id: active._id });
  });
});
