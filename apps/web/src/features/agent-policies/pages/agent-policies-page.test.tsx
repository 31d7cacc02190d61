import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Policy, Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { samplePolicy } from '../../insurance/test/sample-insurance';
import { json, requestsTo, type SentRequest, serve } from '../../insurance/test/serve';
import { findToast } from '../../registry/test/toast';
import { AgentPoliciesPage } from './agent-policies-page';

const active = samplePolicy();
const pending = samplePolicy({
  _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  policyNumber: 'PI-1C2D3E4F',
  status: 'pending',
});
const ended = samplePolicy({
  _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  policyNumber: 'PI-2D3E4F5A',
  status: 'ended',
  expiredAt: '2025-06-30',
});

const paths = {
  active: '/generalPolicies/getAgentActivePoliciesByAgentType',
  pending: '/generalPolicies/getAgentPendingPoliciesByAgentType',
  closed: '/generalPolicies/getAgentCanceledPoliciesByAgentType',
};
const listOf = (policies: Policy[], totalPolicies = policies.length) =>
  json({ policies, totalPolicies, totalPages: Math.max(1, Math.ceil(totalPolicies / 10)) });

let requests: SentRequest[] = [];

function serveLists(extra?: (request: SentRequest) => Response | undefined) {
  requests = serve((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    const path = request.url.pathname.replace(/^\/api/, '');
    if (path === paths.active) return listOf([active], 25);
    if (path === paths.pending) return listOf([pending]);
    if (path === paths.closed) return listOf([ended]);
    return undefined;
  });
}

function renderPage(role: Role = 'agent') {
  return renderSignedIn(<AgentPoliciesPage />, { role });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('agent-policies page', () => {
  it('lists the active tab first, sending the signed-in person and page 0', async () => {
    serveLists();
    const { user } = renderPage();
    const row = await screen.findByTestId(`row-${active._id}`);
    const insured = active.userInformation;
    for (const text of [
      'פעיל',
      insured.name,
      insured.userId,
      '0501234567',
      insured.email,
      '01/01/2025',
      '31/12/2099',
    ]) {
      expect(row.textContent, text).toContain(text);
    }
    expect(within(row).getByTestId('expiry-indicator').dataset.level).toBe('ok');
    expect(requestsTo(requests, paths.active)[0]?.body).toEqual({
      userId: user._id,
      role: 'agent',
      userType: 'individual',
      page: 0,
      limit: 10,
    });
  });

  it('switching tabs calls that tab’s path from page 0', async () => {
    serveLists();
    const clicker = setupUser();
    renderPage();
    await screen.findByTestId(`row-${active._id}`);
    await clicker.click(screen.getByRole('button', { name: 'עמוד 2' }));
    await waitFor(() => expect(requestsTo(requests, paths.active).at(-1)?.body).toMatchObject({ page: 1 }));

    await clicker.click(screen.getByTestId('agent-policies-tab-pending'));
    await screen.findByTestId(`row-${pending._id}`);
    expect(requestsTo(requests, paths.pending).at(-1)?.body).toMatchObject({ page: 0, limit: 10 });

    await clicker.click(screen.getByTestId('agent-policies-tab-closed'));
    await screen.findByTestId(`row-${ended._id}`);
    expect(requestsTo(requests, paths.closed).at(-1)?.body).toMatchObject({ page: 0, limit: 10 });
  });

  it('searches by subscription and tractor number, from 3 characters', async () => {
    serveLists();
    const clicker = setupUser();
    renderPage();
    await screen.findByTestId(`row-${active._id}`);
    await clicker.type(screen.getByTestId('agent-policies-search-tractor'), '12');
    await clicker.type(screen.getByTestId('agent-policies-search-number'), 'PI-0B{Enter}');
    await waitFor(() =>
      expect(requestsTo(requests, paths.active).at(-1)?.body).toMatchObject({
        policyNumber: 'PI-0B',
        page: 0,
      }),
    );
    expect(requestsTo(requests, paths.active).at(-1)?.body).not.toHaveProperty('tractorNumber');
    await clicker.type(screen.getByTestId('agent-policies-search-tractor'), '3{Enter}');
    await waitFor(() =>
      expect(requestsTo(requests, paths.active).at(-1)?.body).toMatchObject({ tractorNumber: '123' }),
    );
  });

  it('shows each tab’s row actions: no PDF or menu while pending, no edit or cancel once ended', async () => {
    serveLists();
    const clicker = setupUser();
    renderPage();
    const activeRow = await screen.findByTestId(`row-${active._id}`);
    for (const action of ['policy-edit', 'policy-expand', 'policy-pdf', 'policy-cancel', 'policy-more'])
      expect(within(activeRow).queryByTestId(action), action).not.toBeNull();

    await clicker.click(screen.getByTestId('agent-policies-tab-pending'));
    const pendingRow = await screen.findByTestId(`row-${pending._id}`);
    expect(within(pendingRow).queryByTestId('policy-pdf')).toBeNull();
    expect(within(pendingRow).queryByTestId('policy-more')).toBeNull();
    // Agents may not approve (spec 1 §6, ADR 0010).
    expect(within(pendingRow).queryByTestId('policy-approve')).toBeNull();

    await clicker.click(screen.getByTestId('agent-policies-tab-closed'));
    const endedRow = await screen.findByTestId(`row-${ended._id}`);
    expect(within(endedRow).queryByTestId('policy-edit')).toBeNull();
    expect(within(endedRow).queryByTestId('policy-cancel')).toBeNull();
    await clicker.click(within(endedRow).getByTestId('policy-more'));
    expect(screen.getByTestId('policy-menu-renew')).toBeTruthy();
    expect(screen.queryByTestId('policy-menu-cancel')).toBeNull();
  });

  it('offers approve on the pending tab to staff', async () => {
    serveLists();
    const clicker = setupUser();
    renderPage('worker');
    await screen.findByTestId(`row-${active._id}`);
    await clicker.click(screen.getByTestId('agent-policies-tab-pending'));
    const pendingRow = await screen.findByTestId(`row-${pending._id}`);
    expect(within(pendingRow).getByTestId('policy-approve')).toBeTruthy();
  });

  it('cancels a row with the reason given, and closes its details', async () => {
    serveLists((request) =>
      request.url.pathname === '/api/insurance/subscriptions/cancelGeneralPolicy'
        ? json({ ...active, status: 'cancelled', closeReason: 'הכלי נמכר' })
        : undefined,
    );
    const clicker = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${active._id}`);
    await clicker.click(within(row).getByTestId('policy-expand'));
    await clicker.click(within(row).getByTestId('policy-cancel'));
    fireEvent.change(screen.getByTestId('cancel-policy-reason'), { target: { value: ' הכלי נמכר ' } });
    await clicker.click(screen.getByTestId('cancel-policy-submit'));
    await findToast(i18next.t('insurance.cancelDialog.cancelled', { number: active.policyNumber }));
    await waitFor(() => expect(screen.queryByTestId('policy-details')).toBeNull());
    expect(requestsTo(requests, '/insurance/subscriptions/cancelGeneralPolicy').at(-1)?.body).toEqual({
      _id: active._id,
      closeReason: 'הכלי נמכר',
    });
  });

  it('renews from the menu after confirming, and refreshes the lists', async () => {
    const renewed = samplePolicy({
      _id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
      policyNumber: 'PI-3E4F5A6B',
      status: 'pending',
    });
    serveLists((request) =>
      request.url.pathname === '/api/insurance/subscriptions/renewGeneralPolicy'
        ? json(renewed, 201)
        : undefined,
    );
    const clicker = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${active._id}`);
    const listCalls = requestsTo(requests, paths.active).length;
    await clicker.click(within(row).getByTestId('policy-more'));
    await clicker.click(screen.getByTestId('policy-menu-renew'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('PI-0B9C8D7E');
    await clicker.click(screen.getByTestId('confirm-yes'));
    await findToast('PI-3E4F5A6B');
    expect(requestsTo(requests, '/insurance/subscriptions/renewGeneralPolicy').at(-1)?.body).toEqual({
      _id: active._id,
    });
    await waitFor(() => expect(requestsTo(requests, paths.active).length).toBeGreaterThan(listCalls));
  });

  it('opens the PDF tab on the click and points it at the signed link when it arrives', async () => {
    serveLists((request) =>
      request.url.pathname === '/api/insurance/subscriptions/policyPdf'
        ? json({ url: 'https://files.example.com/policy.pdf?sig=1' })
        : undefined,
    );
    const tab = {
      opener: {},
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const clicker = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${active._id}`);
    await clicker.click(within(row).getByTestId('policy-pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe('https://files.example.com/policy.pdf?sig=1'));
    expect(requestsTo(requests, '/insurance/subscriptions/policyPdf')[0]?.body).toEqual({ _id: active._id });
  });

  it('expands a row into its subscription, machine and insured details', async () => {
    serveLists();
    const clicker = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${active._id}`);
    const expand = within(row).getByTestId('policy-expand');
    await clicker.click(expand);
    const details = screen.getByTestId('policy-details');
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(within(details).getByTestId('policy-detail-price').textContent).toBe('₪1,250');
    expect(within(details).getByTestId('policy-detail-vinNumber').textContent).toBe(active.machine.vinNumber);
    expect(within(details).getByTestId('policy-detail-phone').textContent).toBe('0501234567');
    await clicker.click(expand);
    expect(screen.queryByTestId('policy-details')).toBeNull();
  });
});
