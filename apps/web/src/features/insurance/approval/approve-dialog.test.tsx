import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { findToast } from '../../registry/test/toast';
import { sampleInsuranceCase, samplePolicy } from '../test/sample-insurance';
import { type ApprovalItem, ApproveDialog } from './approve-dialog';

type Handler = (body: Record<string, unknown> | undefined, url: URL) => Response | Promise<Response>;
let requests: { path: string; url: URL; body: Record<string, unknown> | undefined }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const policy = samplePolicy({ status: 'pending', notes: 'Customer asked for a call' });
const serviceCall = sampleInsuranceCase();
const { machine, userInformation: insured } = policy;
const customer = { _id: 'c1', userInformation: { name: insured.name } };
const vehicle = { _id: 'v1', mispar_shilda: machine.vinNumber, mispar_rechev: machine.tractorNumber };

function serve(handlers: Record<string, Handler> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      requests.push({ path, url, body });
      const handler = handlers[path];
      if (handler) return handler(body, url);
      if (path === '/users/getItemByFields') return json({ items: [customer] });
      if (path === '/gov/getItemByFields') return json({ items: [vehicle] });
      return json({ error: { code: 'NOT_FOUND', message: 'No route' } }, 404);
    }),
  );
}

const onClose = vi.fn();
const onApproved = vi.fn();

function renderDialog(item: ApprovalItem) {
  const user = setupUser();
  const view = renderSignedIn(<ApproveDialog item={item} onClose={onClose} onApproved={onApproved} />, {
    role: 'worker',
  });
  return { ...view, user };
}

beforeEach(async () => {
  requests = [];
  onClose.mockReset();
  onApproved.mockReset();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('approval dialog: existence checks', () => {
  it('shows checking, then whether the customer and the vehicle exist', async () => {
    let answerCustomer: (response: Response) => void = () => {};
    serve({
      '/users/getItemByFields': () =>
        new Promise((resolve) => {
          answerCustomer = resolve;
        }),
      '/gov/getItemByFields': () => json({ error: { code: 'NOT_FOUND', message: 'No items found' } }, 404),
    });
    renderDialog({ kind: 'policy', policy });
    const customerCheck = await screen.findByTestId('approval-customer-check');
    expect(customerCheck.dataset.state).toBe('checking');
    expect(customerCheck.textContent).toContain(i18next.t('approval.checks.customer.checking'));

    answerCustomer(json({ items: [customer] }));
    await waitFor(() => expect(customerCheck.dataset.state).toBe('exists'));
    expect(customerCheck.textContent).toContain(i18next.t('approval.checks.customer.exists'));
    expect(within(customerCheck).queryByTestId('approval-add-customer')).toBeNull();

    // A 404 is an answer: the vehicle is not there, and may be added.
    const vehicleCheck = screen.getByTestId('approval-vehicle-check');
    await waitFor(() => expect(vehicleCheck.dataset.state).toBe('missing'));
    expect(within(vehicleCheck).getByTestId('approval-add-vehicle')).toBeTruthy();

    const customerLookup = requests.find((request) => request.path === '/users/getItemByFields');
    expect(customerLookup?.url.searchParams.get('role')).toBe('customer');
    expect(JSON.parse(customerLookup?.url.searchParams.get('fields') ?? '')).toEqual([
      { 'userInformation.userId': insured.userId },
    ]);
    const vehicleLookup = requests.find((request) => request.path === '/gov/getItemByFields');
    expect(vehicleLookup?.url.searchParams.get('category')).toBe('gov-all');
    expect(JSON.parse(vehicleLookup?.url.searchParams.get('fields') ?? '')).toEqual([
      { mispar_shilda: machine.vinNumber },
      { mispar_rechev: machine.tractorNumber },
    ]);
  });

  it('says it cannot check when the lookup fails, and offers to check again', async () => {
    let fails = true;
    serve({
      '/users/getItemByFields': () =>
        fails ? json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) : json({ items: [] }),
    });
    const { user } = renderDialog({ kind: 'policy', policy });
    const check = await screen.findByTestId('approval-customer-check');
    await waitFor(() => expect(check.dataset.state).toBe('unknown'));
    expect(check.textContent).toContain(i18next.t('approval.checks.customer.unknown'));

    fails = false;
    await user.click(within(check).getByTestId('approval-recheck-customer'));
    await waitFor(() => expect(check.dataset.state).toBe('missing'));
    expect(within(check).getByTestId('approval-add-customer')).toBeTruthy();
  });

  it('adds a missing customer from the subscription’s details, then checks again', async () => {
    let created = false;
    serve({
      '/users/getItemByFields': () => json({ items: created ? [customer] : [] }),
      '/users/createItem': () => {
        created = true;
        return json(customer, 201);
      },
    });
    const { user } = renderDialog({ kind: 'policy', policy });
    await user.click(await screen.findByTestId('approval-add-customer'));
    const addDialog = await screen.findByTestId('add-customer-dialog');
    expect((within(addDialog).getByTestId('add-customer-name') as HTMLInputElement).value).toBe(insured.name);
    expect((within(addDialog).getByTestId('add-customer-phoneNumber') as HTMLInputElement).value).toBe(
      '0501234567',
    );
    await user.click(within(addDialog).getByTestId('add-customer-submit'));

    const create = await waitFor(() => {
      const found = requests.find((request) => request.path === '/users/createItem');
      if (!found) throw new Error('not sent');
      return found;
    });
    expect(create.body).toMatchObject({
      role: 'customer',
      user: { machines: [{ vinNumber: machine.vinNumber, tractorNumber: machine.tractorNumber }] },
    });
    await waitFor(() => expect(screen.getByTestId('approval-customer-check').dataset.state).toBe('exists'));
  });
});

describe('approval dialog: approving', () => {
  it('approves a subscription after the warning, with the notes, and says it is approved and its PDF is being prepared', async () => {
    serve({
      '/insurance/subscriptions/updateGeneralPolicy': () =>
        json({ generalPolicy: { ...policy, status: 'active' }, pdf: 'queued' }),
    });
    const { user, client } = renderDialog({ kind: 'policy', policy });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const notes = (await screen.findByTestId('approval-notes')) as HTMLTextAreaElement;
    expect(notes.value).toBe('Customer asked for a call');
    await user.clear(notes);
    await user.paste('Checked by phone');

    await user.click(screen.getByTestId('approval-approve'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByTestId('approval-confirm-warning').textContent).toBe(
      i18next.t('approval.confirm.warning.policy'),
    );
    expect(requests.some((request) => request.path.endsWith('/updateGeneralPolicy'))).toBe(false);
    await user.click(within(confirm).getByTestId('confirm-yes'));

    await findToast(i18next.t('approval.notices.subscriptionApproved'));
    expect(requests.find((request) => request.path.endsWith('/updateGeneralPolicy'))?.body).toEqual({
      generalPolicy: { _id: policy._id, status: 'active', notes: 'Checked by phone' },
    });
    expect(onApproved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    // Whichever list opened it refreshes: subscriptions, service calls and the dashboard figures.
    for (const path of [
      '/api/insurance/subscriptions/fetchGeneralPolicy',
      '/api/generalPolicies/getAgentPendingPoliciesByAgentType',
      '/api/insurance/serviceCall/getServiceCalls',
      '/api/generalServiceCalls/getAgentPendingServiceCallsByAgentType',
      '/api/insurance/subscriptions/agentDashboard',
    ])
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [path] });
  });

  it('says “approved”, never “PDF created”, in each language', async () => {
    serve({
      '/insurance/subscriptions/updateGeneralPolicy': () =>
        json({ generalPolicy: { ...policy, status: 'active' }, pdf: 'queued' }),
    });
    await switchLanguage('en');
    const { user } = renderDialog({ kind: 'policy', policy });
    await user.click(await screen.findByTestId('approval-approve'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await findToast(
      'Subscription approved. The PDF is being prepared and will appear in the list when ready',
    );
  });

  it('approves a service call with status approved and names it', async () => {
    serve({
      '/insurance/serviceCall/updateGeneralServiceCall': () =>
        json({ serviceCall: { ...serviceCall, status: 'active' } }),
    });
    const { user } = renderDialog({ kind: 'serviceCall', serviceCall });
    await user.click(await screen.findByTestId('approval-approve'));
    expect(screen.getByTestId('approval-confirm-warning').textContent).toBe(
      i18next.t('approval.confirm.warning.serviceCall'),
    );
    await user.click(screen.getByTestId('confirm-yes'));
    await findToast(i18next.t('approval.notices.callApproved', { number: serviceCall.serviceCallNumber }));
    expect(requests.find((request) => request.path.endsWith('/updateGeneralServiceCall'))?.body).toEqual({
      serviceCall: { _id: serviceCall._id, status: 'approved', notes: '' },
    });
  });

  it('says someone else approved it already on a 409, and closes', async () => {
    serve({
      '/insurance/subscriptions/updateGeneralPolicy': () =>
        json({ error: { code: 'CONFLICT', message: 'Already approved' } }, 409),
    });
    const { user } = renderDialog({ kind: 'policy', policy });
    await user.click(await screen.findByTestId('approval-approve'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await findToast(i18next.t('approval.notices.alreadyApproved.policy', { number: policy.policyNumber }));
    expect(onClose).toHaveBeenCalled();
    expect(onApproved).not.toHaveBeenCalled();
  });

  it('says the approval failed and keeps the dialog and the notes', async () => {
    serve({
      '/insurance/subscriptions/updateGeneralPolicy': () =>
        json({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    const { user } = renderDialog({ kind: 'policy', policy });
    await user.click(await screen.findByTestId('approval-approve'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await findToast(i18next.t('approval.notices.approveError.policy'));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByTestId('approval-notes') as HTMLTextAreaElement).value).toBe(
      'Customer asked for a call',
    );
  });
});

describe('approval dialog: tabs', () => {
  it('shows the product’s known service type in Arabic on the details tab', async () => {
    await switchLanguage('ar');
    serve();
    const { user } = renderDialog({ kind: 'policy', policy });
    await user.click(await screen.findByTestId('approval-tab-details'));
    const details = screen.getByTestId('approval-panel-details');
    expect(within(details).getByText('خدمة في الموقع')).toBeTruthy();
    expect(details.textContent).not.toContain('שירות בשטח');
  });

  it('has no incident tab unless it is an insurance case', async () => {
    serve();
    renderDialog({ kind: 'policy', policy });
    await screen.findByTestId('approval-tab-summary');
    expect(screen.queryByTestId('approval-tab-incident')).toBeNull();
  });

  it('shows a call’s damage report, incident, documents and photos', async () => {
    serve();
    const { user } = renderDialog({ kind: 'serviceCall', serviceCall });
    await user.click(await screen.findByTestId('approval-tab-incident'));
    const incident = screen.getByTestId('approval-panel-incident');
    expect(incident.textContent).toContain('Route 65');
    expect(incident.textContent).toContain('18/11/2026');
    expect(incident.textContent).toContain('P-123');
    expect(incident.textContent).toContain(i18next.t('approval.incident.damageTypes.windshield'));

    await user.click(screen.getByTestId('approval-tab-files'));
    const files = screen.getByTestId('approval-panel-files');
    const licence = serviceCall.files.documents.machineLicense;
    expect(
      within(files)
        .getByRole('link', { name: /license\.pdf/ })
        .getAttribute('href'),
    ).toBe(licence?.value);
    const front = within(files).getByRole('img', { name: i18next.t('insurance.files.slots.front') });
    expect(front.getAttribute('src')).toBe(serviceCall.files.images.front?.previewUrl);
  });
});
