import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BusinessDocument, Role, ServiceCall, ServiceCallStatus } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleDocument } from '../../documents/test/sample-documents';
import { failure, json, type RecordedRequest, serve, toastTexts } from '../../documents/test/serve';
import {
  sampleDamageReport,
  sampleIncident,
  sampleServiceCall,
  serviceCallsPage,
} from '../../insurance/test/sample-insurance';
import { AgentServiceCallsPage } from './agent-service-calls-page';
import { ServiceCallsPage } from './service-calls-page';

const pending = sampleServiceCall();
const approved = sampleServiceCall({
  _id: '4a2c9d3f-6e5b-4f70-8b8c-2d3e4f5a6b71',
  serviceCallNumber: 'SC-4A2C9D3F',
  status: 'active',
  isInsuranceCase: true,
  damageReport: sampleDamageReport(),
  incident: sampleIncident({ address: 'כביש 65', city: 'עפולה', description: 'סדק בשמשה הקדמית' }),
  notes: 'הלקוח זמין אחרי 14:00',
});

let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path === path);
const listPath = '/insurance/serviceCall/getServiceCalls';
const findPath = '/generalServiceCalls/searchServiceCallById';

interface Server {
  /** The call's status as the server has it; a saved document moves it on. */
  status: ServiceCallStatus;
  /** What createDoc answers. */
  create: 'created' | 'taken';
  /** The documents found by LinkingIdServiceCall, by category. */
  linked: Partial<Record<string, BusinessDocument>>;
}

function serveCalls(server: Server, calls: ServiceCall[] = [pending, approved]) {
  const current = () => ({ ...approved, status: server.status });
  requests = serve((_method, path, body, url) => {
    if (path === listPath || path.startsWith('/generalServiceCalls/getAgent'))
      return json(serviceCallsPage(calls.map((one) => (one._id === approved._id ? current() : one))));
    if (path === findPath) return json({ serviceCall: current() });
    if (path === '/doc/createDoc') {
      if (server.create === 'taken') {
        server.status = 'workcard_transfer';
        return failure(409, 'CONFLICT', { LinkingIdServiceCall: 'validation.invalidValue' });
      }
      const { category } = body as { category: 'priceQuote' | 'workCard' };
      const created = sampleDocument({ docId: 57, category, LinkingIdServiceCall: approved._id });
      server.status = category === 'priceQuote' ? 'price_quote_transfer' : 'workcard_transfer';
      server.linked[category] = created;
      return json(created, 201);
    }
    if (path === '/doc/getItemByFields') {
      const category = url.searchParams.get('category') ?? '';
      const [match] = JSON.parse(url.searchParams.get('fields') ?? '[]') as Record<string, unknown>[];
      const doc = server.linked[category];
      if (match?.LinkingIdServiceCall === approved._id) return json({ items: doc ? [doc] : [] });
      if (doc && match?.docId === doc.docId) return json({ items: [doc] });
      return json({ items: [] });
    }
    return undefined;
  });
}

function renderPage(role: Role = 'worker', server?: Partial<Server>, calls?: ServiceCall[]) {
  serveCalls({ status: 'active', create: 'created', linked: {}, ...server }, calls);
  return renderSignedIn(role === 'agent' ? <AgentServiceCallsPage /> : <ServiceCallsPage />, { role });
}

async function openDetails(user: ReturnType<typeof setupUser>, call: ServiceCall = approved) {
  const row = await screen.findByTestId(`row-${call._id}`);
  await user.click(within(row).getByTestId('row-view'));
  return screen.findByTestId('service-call-details');
}

const field = (name: string) => screen.getByTestId(`doc-field-${name}`) as HTMLInputElement;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('service calls become price quotes and work cards', () => {
  it('offers a document only on an approved call, to a role that creates documents', async () => {
    const user = setupUser();
    renderPage('worker');
    const pendingRow = await screen.findByTestId(`row-${pending._id}`);
    expect(within(pendingRow).queryByTestId('row-create-document')).toBeNull();
    const approvedRow = screen.getByTestId(`row-${approved._id}`);
    await user.click(within(approvedRow).getByTestId('row-create-document'));
    expect(screen.getByTestId('row-create-priceQuote').textContent).toBe('יצירת הצעת מחיר');
    expect(screen.getByTestId('row-create-workCard').textContent).toBe('יצירת כרטיס עבודה');

    const dialog = await openDetails(user, pending);
    expect(within(dialog).queryByTestId('service-call-details-create-priceQuote')).toBeNull();
  });

  it('offers none to a role that reads calls but may not create documents', async () => {
    const user = setupUser();
    renderPage('customer');
    const row = await screen.findByTestId(`row-${approved._id}`);
    expect(within(row).queryByTestId('row-create-document')).toBeNull();
    const dialog = await openDetails(user);
    expect(within(dialog).queryByTestId('service-call-details-create-priceQuote')).toBeNull();
    expect(within(dialog).queryByTestId('service-call-details-create-workCard')).toBeNull();
  });

  it('opens a price quote prefilled from the call, sends it linked to the call, and shows the call moved on with its quote', async () => {
    const user = setupUser();
    renderPage('worker');
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByTestId('service-call-details-create-priceQuote'));

    const modal = await screen.findByTestId('document-modal');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toContain('הצעת מחיר חדשה');
    expect(field('userInformation-name').value).toBe(approved.userInformation.name);
    expect(field('userInformation-userId').value).toBe(approved.userInformation.userId);
    expect(field('machine-vinNumber').value).toBe('JD6155R0001');
    expect(field('machine-tractorNumber').value).toBe('1234501');
    expect(field('shippingAddress-city').value).toBe('עפולה');
    expect(field('shippingAddress-neighborhood').value).toBe('כביש 65');
    expect(field('comments').value).toContain('סדק בשמשה הקדמית');
    expect(field('comments').value).toContain('הלקוח זמין אחרי 14:00');
    // The details tab names the call it was made from.
    expect((await screen.findByTestId('doc-linked-service-call')).textContent).toContain('SC-4A2C9D3F');

    const listsBefore = sent(listPath).length;
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(sent('/doc/createDoc')).toHaveLength(1));
    const body = sent('/doc/createDoc')[0]?.body as {
      category: string;
      doc: { LinkingIdServiceCall: string; damageReport: { policyDetails: { policyNumber: string } } };
    };
    expect(body.category).toBe('priceQuote');
    expect(body.doc.LinkingIdServiceCall).toBe(approved._id);
    // An insurance case carries its car-accident form.
    expect(body.doc.damageReport.policyDetails.policyNumber).toBe('EXT-77');

    await waitFor(() => expect(screen.queryByTestId('document-modal')).toBeNull());
    expect(toastTexts()).toContain('מסמך מספר 57 נוצר בהצלחה');
    // The list and the dialog show the call as it is now, with the quote it became.
    await waitFor(() => expect(sent(listPath).length).toBeGreaterThan(listsBefore));
    const details = screen.getByTestId('service-call-details');
    expect(await within(details).findByTestId('service-call-status-price_quote_transfer')).toBeTruthy();
    const link = await within(details).findByTestId('service-call-linked-document');
    expect(link.textContent).toBe('הצעת מחיר מספר 57');
    expect(within(details).queryByTestId('service-call-details-create-priceQuote')).toBeNull();
    const row = screen.getByTestId(`row-${approved._id}`);
    await waitFor(() => expect(within(row).queryByTestId('row-create-document')).toBeNull());

    // The quote opens in the documents modal.
    await user.click(link);
    const opened = await screen.findByTestId('document-modal');
    expect(within(opened).getByRole('heading', { level: 2 }).textContent).toContain('57');
  });

  it('makes a work card from a row, as an agent, for the call’s customer', async () => {
    const user = setupUser();
    renderPage('agent', {}, [approved]);
    const row = await screen.findByTestId(`row-${approved._id}`);
    await user.click(within(row).getByTestId('row-create-document'));
    await user.click(screen.getByTestId('row-create-workCard'));
    const modal = await screen.findByTestId('document-modal');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toContain('כרטיס עבודה חדש');
    expect(field('userInformation-name').value).toBe(approved.userInformation.name);
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(sent('/doc/createDoc')).toHaveLength(1));
    const body = sent('/doc/createDoc')[0]?.body as {
      category: string;
      doc: { LinkingIdServiceCall: string };
    };
    expect(body).toMatchObject({ category: 'workCard', doc: { LinkingIdServiceCall: approved._id } });
  });

  it('says so when the call was already carried into a document, and shows the call as it is now', async () => {
    const user = setupUser();
    renderPage('worker', { create: 'taken' });
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByTestId('service-call-details-create-priceQuote'));
    await screen.findByTestId('document-modal');
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() =>
      expect(toastTexts()).toContain('קריאת השירות כבר הועברה למסמך אחר, ולכן המסמך לא נשמר'),
    );
    await waitFor(() => expect(screen.queryByTestId('document-modal')).toBeNull());
    expect(sent(findPath).length).toBeGreaterThan(0);
    const details = screen.getByTestId('service-call-details');
    expect(await within(details).findByTestId('service-call-status-workcard_transfer')).toBeTruthy();
    expect(within(details).queryByTestId('service-call-details-create-workCard')).toBeNull();
  });

  it('shows a carried call’s document, looking for a work card’s status among certificates too', async () => {
    const user = setupUser();
    const certificate = sampleDocument({
      docId: 81,
      category: 'shippingCertificate',
      LinkingIdServiceCall: approved._id,
    });
    renderPage('worker', { status: 'workcard_transfer', linked: { shippingCertificate: certificate } });
    const dialog = await openDetails(user);
    const link = await within(dialog).findByTestId('service-call-linked-document');
    expect(link.textContent).toBe('תעודת משלוח מספר 81');
    const lookups = sent('/doc/getItemByFields').map((request) => request.url.searchParams.get('category'));
    expect(lookups).toEqual(['workCard', 'shippingCertificate']);
    expect(within(dialog).queryByTestId('service-call-details-create-priceQuote')).toBeNull();
    const row = screen.getByTestId(`row-${approved._id}`);
    expect(within(row).queryByTestId('row-create-document')).toBeNull();
  });
});
