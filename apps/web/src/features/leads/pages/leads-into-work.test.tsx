import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Lead, Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import type { InsuranceWizardProps } from '../../insurance/wizard/insurance-wizard';
import { json, type RecordedRequest, sampleLead, serve } from '../test/serve';
import { LeadsPage } from './leads-page';

const createdCallId = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
vi.mock('../../insurance/wizard/insurance-wizard', () => ({
  InsuranceWizard: ({ open, mode, initial, onCreated }: InsuranceWizardProps) =>
    open ? (
      <div data-testid="wizard-stub">
        <span data-testid="wizard-stub-mode">{mode}</span>
        <span data-testid="wizard-stub-machine">{initial?.tractorNumber ?? ''}</span>
        <button
          type="button"
          onClick={() => onCreated?.({ _id: createdCallId } as Parameters<NonNullable<typeof onCreated>>[0])}
        >
          stub-create
        </button>
      </div>
    ) : null,
}));

const customerId = '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a';
let requests: RecordedRequest[] = [];
const posted = (path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path).map((r) => r.body);

/** One lead, answered as the server would: createCustomer links a customer and moves new to contacted. */
function serveLead(initial: Lead, options: { failCustomer?: boolean } = {}) {
  let lead = initial;
  requests = serve((method, path, body, url) => {
    if (path === '/api/leads/getData') return json({ leads: [lead], total: 1, totalPages: 1 });
    if (path === '/api/leads/getLead' && url.searchParams.get('_id') === lead._id)
      return json({ lead, log: [] });
    if (path === '/api/users/getData') return json({ users: [], total: 0, totalPages: 1 });
    if (method === 'POST' && path === '/api/leads/createCustomer') {
      if (options.failCustomer) return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
      lead = {
        ...lead,
        status: lead.status === 'new' ? 'contacted' : lead.status,
        links: { ...lead.links, customerUserId: customerId },
      };
      return json(lead);
    }
    if (method === 'POST' && path === '/api/leads/update') {
      const { _id, serviceCallId, ...change } = body as { _id: string; serviceCallId?: string };
      lead = {
        ...lead,
        ...change,
        links: { ...lead.links, ...(serviceCallId ? { serviceCallId } : {}) },
      };
      return json(lead);
    }
    return undefined;
  });
}

async function openLead(role: Role = 'worker') {
  const user = setupUser();
  renderSignedIn(<LeadsPage />, { role });
  await user.click(await screen.findByText('משה כהן'));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('פנייה 1001');
  return { user, dialog };
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a lead into work', () => {
  it('makes the visitor a customer and then links to the customers instead of offering it again', async () => {
    serveLead(sampleLead());
    const { user, dialog } = await openLead();
    expect(within(dialog).queryByTestId('lead-customer-linked')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'יצירת לקוח מהפנייה' }));
    const linked = await within(dialog).findByTestId('lead-customer-linked');
    expect(linked.textContent).toContain('נקשר ללקוח:');
    const link = within(dialog).getByTestId('lead-customer-link');
    expect(link.textContent).toContain('משה כהן');
    expect(link.textContent).toContain('0501234567');
    expect(link.getAttribute('href')).toBe('/dashboard/worker/users/customer');
    expect(within(dialog).queryByTestId('lead-create-customer')).toBeNull();
    expect(posted('/api/leads/createCustomer')).toEqual([{ _id: sampleLead()._id }]);
    expect(await screen.findByText('הלקוח נקשר לפנייה')).toBeTruthy();
  });

  it('says so when the customer cannot be made, and still offers it', async () => {
    serveLead(sampleLead(), { failCustomer: true });
    const { user, dialog } = await openLead();
    await user.click(within(dialog).getByTestId('lead-create-customer'));
    expect(await screen.findByText('יצירת הלקוח נכשלה')).toBeTruthy();
    expect(within(dialog).getByTestId('lead-create-customer')).toHaveProperty('disabled', false);
    expect(within(dialog).queryByTestId('lead-customer-linked')).toBeNull();
  });

  it('opens a service call for the customer with the machine searched, and keeps the created call as won', async () => {
    serveLead(sampleLead({ status: 'quoted' }));
    const { user, dialog } = await openLead();
    await user.click(within(dialog).getByRole('button', { name: 'פתיחת קריאת שירות' }));
    // The customer comes first, then the wizard opens searching the lead's plate.
    const wizard = await screen.findByTestId('wizard-stub');
    expect(posted('/api/leads/createCustomer')).toEqual([{ _id: sampleLead()._id }]);
    expect(within(wizard).getByTestId('wizard-stub-mode').textContent).toBe('serviceCall');
    expect(within(wizard).getByTestId('wizard-stub-machine').textContent).toBe('1234567');
    await user.click(within(wizard).getByRole('button', { name: 'stub-create' }));
    await waitFor(() =>
      expect(posted('/api/leads/update')).toEqual([
        { _id: sampleLead()._id, serviceCallId: createdCallId, status: 'won' },
      ]),
    );
    const linked = await within(dialog).findByTestId('lead-service-call-linked');
    expect(linked.textContent).toContain('נפתחה קריאת שירות מהפנייה.');
    expect(within(dialog).getByTestId('lead-service-call-link').getAttribute('href')).toBe(
      '/dashboard/worker/services/serviceCall',
    );
    expect(within(dialog).queryByTestId('lead-open-service-call')).toBeNull();
  });

  it('keeps a lost lead lost when a call is opened from it, and asks for no second customer', async () => {
    serveLead(
      sampleLead({
        status: 'lost',
        links: { customerUserId: customerId, serviceCallId: null, priceQuoteDocId: null },
      }),
    );
    const { user, dialog } = await openLead();
    expect(within(dialog).getByTestId('lead-customer-linked')).toBeTruthy();
    await user.click(within(dialog).getByTestId('lead-open-service-call'));
    await user.click(
      within(await screen.findByTestId('wizard-stub')).getByRole('button', { name: 'stub-create' }),
    );
    await waitFor(() =>
      expect(posted('/api/leads/update')).toEqual([{ _id: sampleLead()._id, serviceCallId: createdCallId }]),
    );
    expect(posted('/api/leads/createCustomer')).toEqual([]);
  });

  it('opens the lead a notice links to by its address', async () => {
    serveLead(sampleLead());
    renderSignedIn(<LeadsPage />, {
      role: 'admin',
      path: `/dashboard/worker/operations/leads?lead=${sampleLead()._id}`,
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('פנייה 1001')).toBeTruthy();
  });
});
