import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { samplePolicy } from '../../insurance/test/sample-insurance';
import { PoliciesPage } from './policies-page';

const pending = samplePolicy({
  _id: '5f0c8a52-7d1e-4c3b-9a2f-1e2d3c4b5a60',
  policyNumber: 'PI-5F0C8A52',
  status: 'pending',
});
const active = samplePolicy({ userInformation: { ...samplePolicy().userInformation, name: 'Yossi Cohen' } });
const worker = { _id: '0d4c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d', userInformation: { name: 'Noa Worker' } };

interface Request {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
let requests: Request[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function serve(overrides: Record<string, (body: Record<string, unknown> | undefined) => Response> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      const path = url.pathname.replace(/^\/api/, '');
      requests.push({ method: init.method ?? 'GET', path, body });
      const override = overrides[path];
      if (override) return override(body);
      if (path === '/users/getData') return json({ users: [worker], total: 1, totalPages: 1 });
      if (path === '/insurance/subscriptions/fetchGeneralPolicy')
        return json({ policies: [pending, active], total: 2, totalPages: 1 });
      return json({ items: [] });
    }),
  );
}

const listBodies = () =>
  requests
    .filter((request) => request.path === '/insurance/subscriptions/fetchGeneralPolicy')
    .map((r) => r.body);
const lastListBody = () => listBodies().at(-1);

/** Pasted rather than typed key by key: the same change for the screen, far fewer renders. */
async function typeInto(user: UserEvent, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

function renderPage() {
  return renderSignedIn(<PoliciesPage />, { role: 'worker' });
}

beforeEach(async () => {
  requests = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('policies page', () => {
  it('asks for page 0 of 10 and shows the rows with local phones and statuses', async () => {
    serve();
    renderPage();
    const row = await screen.findByTestId(`row-${pending._id}`);
    expect(lastListBody()).toEqual({ page: 0, limit: 10 });
    expect(within(row).getByText('PI-5F0C8A52')).toBeTruthy();
    expect(within(row).getByText('0501234567')).toBeTruthy();
    expect(within(row).getByText(i18next.t('insurance.policyStatus.pending'))).toBeTruthy();
    const activeRow = screen.getByTestId(`row-${active._id}`);
    expect(within(activeRow).getByTestId('expiry-indicator')).toBeTruthy();
    // Pending rows are approved or cancelled; the others open their PDF.
    expect(within(row).getByTestId('policy-approve')).toBeTruthy();
    expect(within(row).getByTestId('policy-cancel')).toBeTruthy();
    expect(within(row).queryByTestId('policy-pdf')).toBeNull();
    expect(within(activeRow).getByTestId('policy-pdf')).toBeTruthy();
    expect(within(activeRow).queryByTestId('policy-approve')).toBeNull();
  });

  it('counts pages from 0 on the wire', async () => {
    serve({
      '/insurance/subscriptions/fetchGeneralPolicy': () =>
        json({ policies: [pending, active], total: 30, totalPages: 3 }),
    });
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${pending._id}`);
    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(lastListBody()).toEqual({ page: 1, limit: 10 }));
  });

  it('sends the searches trimmed and the way numbers are stored', async () => {
    serve();
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${pending._id}`);
    await typeInto(user, 'policies-search-policyNumber', ' pi-5f ');
    await typeInto(user, 'policies-search-tractorNumber', '12-34');
    await waitFor(() =>
      expect(lastListBody()).toEqual({ page: 0, limit: 10, policyNumber: 'PI-5F', tractorNumber: '1234' }),
    );
  });

  it('filters by status and creator, and shows them as chips', async () => {
    serve();
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${pending._id}`);
    await user.selectOptions(screen.getByTestId('policies-filter-status'), 'pending');
    await screen.findByRole('option', { name: 'Noa Worker' });
    await user.selectOptions(screen.getByTestId('policies-filter-createdBy'), worker._id);

    await waitFor(() =>
      expect(lastListBody()).toEqual({ page: 0, limit: 10, status: 'pending', createdBy: worker._id }),
    );
    const chips = screen.getByTestId('filter-chips');
    expect(within(chips).getByTestId('filter-chip-status').textContent).toContain(
      i18next.t('policies.statusFilter.pending'),
    );
    expect(within(chips).getByTestId('filter-chip-createdBy').textContent).toContain('Noa Worker');
  });

  it('removes one filter with its chip and keeps the others', async () => {
    serve();
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${pending._id}`);
    await user.selectOptions(screen.getByTestId('policies-filter-status'), 'closed');
    await typeInto(user, 'policies-search-tractorNumber', '1234567');
    await waitFor(() => expect(lastListBody()).toMatchObject({ status: 'closed', tractorNumber: '1234567' }));

    const chip = screen.getByTestId('filter-chip-status');
    await user.click(chip.querySelector('.MuiChip-deleteIcon') as Element);

    await waitFor(() => expect(lastListBody()).toEqual({ page: 0, limit: 10, tractorNumber: '1234567' }));
    expect(screen.queryByTestId('filter-chip-status')).toBeNull();
    expect(screen.getByTestId('filter-chip-tractorNumber')).toBeTruthy();
    expect((screen.getByTestId('policies-filter-status') as HTMLSelectElement).value).toBe('');
  });

  it('asks for more than 2 characters on a short search and does not send it', async () => {
    serve();
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${pending._id}`);
    await typeInto(user, 'policies-search-policyNumber', 'pi');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('input-required-dialog')).toBeTruthy();
    expect(listBodies().some((body) => body && 'policyNumber' in body)).toBe(false);
  });

  it('cancels with the reason given', async () => {
    serve({
      '/insurance/subscriptions/cancelGeneralPolicy': () => json({ ...pending, status: 'cancelled' }),
    });
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${pending._id}`);
    await user.click(within(row).getByTestId('policy-cancel'));
    await screen.findByTestId('cancel-policy-dialog');
    await typeInto(user, 'cancel-policy-reason', 'Sold the tractor');
    await user.click(screen.getByTestId('cancel-policy-submit'));
    expect(
      await screen.findByText(
        i18next.t('insurance.cancelDialog.cancelled', { number: pending.policyNumber }),
      ),
    ).toBeTruthy();
    expect(requests.find((request) => request.path.endsWith('/cancelGeneralPolicy'))?.body).toEqual({
      _id: pending._id,
      closeReason: 'Sold the tractor',
    });
  });

  it('opens the PDF tab within the click and points it at the signed link', async () => {
    serve({ '/insurance/subscriptions/policyPdf': () => json({ url: 'https://files.example/p.pdf' }) });
    const tab = {
      opener: {},
      closed: false,
      close: vi.fn(),
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${active._id}`);
    await user.click(within(row).getByTestId('policy-pdf'));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/p.pdf'));
    expect(requests.find((request) => request.path.endsWith('/policyPdf'))?.body).toEqual({
      _id: active._id,
    });
    expect(tab.opener).toBeNull();
  });

  it('closes the empty tab and says so when the PDF cannot be had', async () => {
    serve({
      '/insurance/subscriptions/policyPdf': () => json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
    });
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { href: '' }, document: {} };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${active._id}`);
    await user.click(within(row).getByTestId('policy-pdf'));
    expect(await screen.findByText(i18next.t('insurance.pdf.missing'))).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens the approve dialog for a pending row', async () => {
    serve();
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${pending._id}`);
    await user.click(within(row).getByTestId('policy-approve'));
    const dialog = await screen.findByTestId('approve-dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toContain(pending.policyNumber);
  });

  it('links the CSV template and offers import and create to staff', async () => {
    serve();
    renderPage();
    await screen.findByTestId(`row-${pending._id}`);
    expect(screen.getByTestId('policies-template').getAttribute('href')).toBe('/InsuranceTemplate.csv');
    expect(screen.getByTestId('policies-import')).toBeTruthy();
    expect(screen.getByTestId('policies-add')).toBeTruthy();
  });
});
