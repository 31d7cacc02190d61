import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import type { ApproveDialogProps } from '../../insurance/approval/approve-dialog';
import {
  sampleFiles,
  sampleIncident,
  sampleServiceCall,
  serviceCallsPage,
} from '../../insurance/test/sample-insurance';
import type { InsuranceWizardProps } from '../../insurance/wizard/insurance-wizard';
import { json, type RecordedRequest, serveFetch } from '../test/fetch-stub';
import { ServiceCallsPage } from './service-calls-page';

vi.mock('../../insurance/approval/approve-dialog', () => ({
  ApproveDialog: ({ item }: ApproveDialogProps) =>
    item?.kind === 'serviceCall' ? (
      <div data-testid="approve-stub">{item.serviceCall.serviceCallNumber}</div>
    ) : null,
}));
vi.mock('../../insurance/wizard/insurance-wizard', () => ({
  InsuranceWizard: ({ open, mode }: InsuranceWizardProps) =>
    open ? <div data-testid="wizard-stub">{mode}</div> : null,
}));

const pending = sampleServiceCall();
const active = sampleServiceCall({
  _id: '4a2c9d3f-6e5b-4f70-8b8c-2d3e4f5a6b71',
  serviceCallNumber: 'SC-4A2C9D3F',
  status: 'active',
  isInsuranceCase: true,
  userInformation: { ...pending.userInformation, name: 'Yossi Cohen' },
  incident: sampleIncident(),
  files: sampleFiles(),
});

let requests: RecordedRequest[] = [];
const listBodies = () =>
  requests
    .filter((request) => request.url.pathname === '/api/insurance/serviceCall/getServiceCalls')
    .map((r) => r.body);

function renderAs(role: Role = 'worker') {
  requests = serveFetch(() => json(serviceCallsPage([pending, active], 32)));
  return renderSignedIn(<ServiceCallsPage />, { role });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('service-calls worker page', () => {
  it('asks for the first page of 15, counted from 0, and shows the calls', async () => {
    renderAs();
    const row = await screen.findByTestId(`row-${pending._id}`);
    expect(listBodies()[0]).toEqual({ page: 0, limit: 15 });
    expect(row.textContent).toContain('SC-3F1B8C2E');
    expect(row.textContent).toContain('0501234567');
    expect(row.textContent).toContain('JOHN DEERE 6155R');
    expect(row.textContent).toContain('07/03/2025');
    expect(within(row).getByTestId('service-call-status-pending').textContent).toBe('ממתינה לאישור');
    expect(screen.getByTestId('pagination-displayed').textContent).toBe('מוצגים 2 מתוך 32');
  });

  it('sends a filter chosen in the panel and goes back to page 0', async () => {
    const user = setupUser();
    renderAs();
    await screen.findByTestId(`row-${pending._id}`);
    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ page: 1, limit: 15 }));

    await user.click(screen.getByTestId('filter-button'));
    await user.type(screen.getByTestId('filter-input-customerName'), 'Dana{Enter}');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ page: 0, limit: 15, customerName: 'Dana' }));
  });

  it('sends chassis numbers as stored and one status, the latest ticked', async () => {
    const user = setupUser();
    renderAs();
    await screen.findByTestId(`row-${pending._id}`);
    await user.click(screen.getByTestId('filter-button'));
    await user.click(screen.getByTestId('filter-item-vinNumber'));
    await user.type(screen.getByTestId('filter-input-vinNumber'), 'jd-61{Enter}');
    await user.click(screen.getByTestId('filter-item-status'));
    const statuses = screen.getByTestId('filter-options-status');
    await user.click(within(statuses).getByLabelText('ממתינה לאישור'));
    await user.click(within(statuses).getByLabelText('פעילה'));

    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({ page: 0, limit: 15, vinNumber: 'JD61', status: 'active' }),
    );
    const chip = screen.getByTestId('filter-chip-status');
    expect(chip.textContent).toContain('פעילה');
    expect(chip.textContent).not.toContain('ממתינה לאישור');
  });

  it('offers approval on pending rows only, and opens the approve dialog with the call', async () => {
    const user = setupUser();
    renderAs('worker');
    const pendingRow = await screen.findByTestId(`row-${pending._id}`);
    const activeRow = screen.getByTestId(`row-${active._id}`);
    expect(within(activeRow).queryByTestId('row-approve')).toBeNull();
    await user.click(within(pendingRow).getByTestId('row-approve'));
    expect((await screen.findByTestId('approve-stub')).textContent).toBe('SC-3F1B8C2E');
  });

  it('shows no approval to a role that may not approve', async () => {
    renderAs('agent');
    const pendingRow = await screen.findByTestId(`row-${pending._id}`);
    expect(within(pendingRow).queryByTestId('row-approve')).toBeNull();
    expect(within(pendingRow).getByTestId('row-view')).toBeTruthy();
  });

  it('marks a paid-service call, without a subscription, as a call to quote in the list and its details', async () => {
    const user = setupUser();
    renderAs();
    const paidRow = await screen.findByTestId(`row-${pending._id}`);
    expect(pending.serviceKind).toBe('paid');
    expect(within(paidRow).getByTestId('service-call-kind-paid').textContent).toBe('להצעת מחיר');
    const insuranceRow = screen.getByTestId(`row-${active._id}`);
    expect(within(insuranceRow).queryByTestId('service-call-kind-paid')).toBeNull();
    expect(within(insuranceRow).getByTestId('service-call-kind-insuranceCase')).toBeTruthy();
    await user.click(within(paidRow).getByTestId('row-view'));
    const dialog = await screen.findByTestId('service-call-details');
    expect(within(dialog).getByTestId('service-call-kind-paid')).toBeTruthy();
    expect(dialog.textContent).toContain('שירות בתשלום ללא מנוי – יש לשלוח ללקוח הצעת מחיר.');
  });

  it('shows a call read-only with its incident, photo thumbnails and document links', async () => {
    const user = setupUser();
    renderAs();
    const row = await screen.findByTestId(`row-${active._id}`);
    await user.click(within(row).getByTestId('row-view'));
    const dialog = await screen.findByTestId('service-call-details');
    expect(dialog.textContent).toContain('SC-4A2C9D3F');
    expect(dialog.textContent).toContain('Yossi Cohen');
    expect(within(dialog).getByTestId('service-call-incident').textContent).toContain('שמשה קדמית');
    const front = active.files.images.front;
    const photo = within(dialog).getByTestId('service-call-photo');
    expect(photo.getAttribute('href')).toBe(front?.value);
    expect(photo.querySelector('img')?.getAttribute('src')).toBe(front?.previewUrl);
    expect(within(dialog).getByTestId('service-call-document').textContent).toContain(
      active.files.documents.machineLicense?.fileName,
    );
    expect(within(dialog).queryByTestId('service-call-details-approve')).toBeNull();
  });

  it('opens the wizard for a new service call', async () => {
    const user = setupUser();
    renderAs();
    await screen.findByTestId(`row-${pending._id}`);
    await user.click(screen.getByTestId('service-calls-new'));
    expect((await screen.findByTestId('wizard-stub')).textContent).toBe('serviceCall');
  });
});
