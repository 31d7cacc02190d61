import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Lead } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, sampleLead, serve } from '../test/serve';
import { LeadsPage } from './leads-page';

const fresh = sampleLead();
const won = sampleLead({
  _id: '3d4e5f60-7182-4c93-8db4-c5d6e7f8091a',
  leadNumber: 1002,
  status: 'won',
  name: 'Anna Petrova',
  product: null,
  assignedTo: { _id: '4e5f6071-8293-4da4-9ec5-d6e7f8091a2b', name: 'יוסי עובד' },
  links: {
    customerUserId: null,
    serviceCallId: null,
    priceQuoteDocId: '5f607182-93a4-4eb5-8fd6-e7f8091a2b3c',
  },
});

function serveLeads() {
  let leads: Lead[] = [fresh, won];
  return serve((method, path, body, url) => {
    if (path === '/api/leads/getData') {
      const status = url.searchParams.get('status');
      const shown = status ? leads.filter((lead) => lead.status === status) : leads;
      return json({ leads: shown, total: shown.length, totalPages: 1 });
    }
    if (path === '/api/leads/getLead') {
      const lead = leads.find((row) => row._id === url.searchParams.get('_id'));
      return json({
        lead,
        log: [{ at: lead?.createdAt, by: 'storefront', action: 'create', changes: {}, note: '1001' }],
      });
    }
    if (path === '/api/users/getData') return json({ users: [], total: 0, totalPages: 1 });
    if (method === 'POST' && path === '/api/leads/update') {
      const change = body as { _id: string; status?: Lead['status'] };
      leads = leads.map((lead) => (lead._id === change._id ? { ...lead, ...change } : lead));
      return json(leads.find((lead) => lead._id === change._id));
    }
    return undefined;
  });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the leads screen', () => {
  it('lists the leads with their status, phone and product', async () => {
    serveLeads();
    renderSignedIn(<LeadsPage />, { role: 'worker' });
    const row = await screen.findByTestId('lead-row-1001');
    expect(within(row).getByText('משה כהן')).toBeTruthy();
    expect(within(row).getByText('0501234567')).toBeTruthy();
    expect(within(row).getByText('שמשה קדמית')).toBeTruthy();
    expect(within(row).getByTestId('lead-status-new').textContent).toContain('חדשה');
    const other = screen.getByTestId('lead-row-1002');
    expect(within(other).getByTestId('lead-status-won').textContent).toContain('נסגרה');
    expect(within(other).getByText('יוסי עובד')).toBeTruthy();
  });

  it('narrows the list by a status chip', async () => {
    const requests = serveLeads();
    const user = setupUser();
    renderSignedIn(<LeadsPage />, { role: 'worker' });
    await screen.findByTestId('lead-row-1001');
    await user.click(screen.getByTestId('leads-filter-won'));
    await waitFor(() => expect(screen.queryByTestId('lead-row-1001')).toBeNull());
    expect(screen.getByTestId('lead-row-1002')).toBeTruthy();
    expect(
      requests.some(
        (request) => request.path === '/api/leads/getData' && request.search.includes('status=won'),
      ),
    ).toBe(true);
  });

  it('opens a lead and sends its new status, which the list then shows', async () => {
    const requests = serveLeads();
    const user = setupUser();
    renderSignedIn(<LeadsPage />, { role: 'worker' });
    await user.click(await screen.findByText('משה כהן'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('פנייה 1001')).toBeTruthy();
    expect(within(dialog).getByText('הפנייה התקבלה מהאתר')).toBeTruthy();
    expect(within(dialog).getByText(/^המבקר באתר · /)).toBeTruthy();
    expect(within(dialog).getByTestId('lead-product-link').textContent).toContain('W-100');
    expect(within(dialog).getByTestId('lead-product-link').getAttribute('href')).toBe(
      '/products/windows/2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809',
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'סטטוס' }));
    await user.click(await screen.findByRole('option', { name: 'נוצר קשר' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === '/api/leads/update').map((request) => request.body),
      ).toEqual([{ _id: fresh._id, status: 'contacted' }]),
    );
    const row = await screen.findByTestId('lead-row-1001');
    await waitFor(() => expect(within(row).getByTestId('lead-status-contacted')).toBeTruthy());
  });

  it('adds a note to the lead', async () => {
    const requests = serveLeads();
    const user = setupUser();
    renderSignedIn(<LeadsPage />, { role: 'worker' });
    await user.click(await screen.findByText('משה כהן'));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByTestId('lead-note-input'), 'ביקש שנחזור מחר');
    await user.click(within(dialog).getByTestId('lead-note-save'));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === '/api/leads/update').map((request) => request.body),
      ).toEqual([{ _id: fresh._id, note: 'ביקש שנחזור מחר' }]),
    );
  });

  it('offers a price quote from a lead that has none, and says so once one is linked', async () => {
    serveLeads();
    const user = setupUser();
    renderSignedIn(<LeadsPage />, { role: 'worker' });
    await user.click(await screen.findByText('משה כהן'));
    let dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('lead-create-quote')).textContent).toBe(
      'יצירת הצעת מחיר מהפנייה',
    );
    expect(within(dialog).queryByTestId('lead-quote-linked')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'סגירה' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByText('Anna Petrova'));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('lead-quote-linked')).toBeTruthy();
    expect(within(dialog).queryByTestId('lead-create-quote')).toBeNull();
  });
});
