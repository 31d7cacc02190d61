import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleServiceCall } from '../../../insurance/test/sample-insurance';
import { sampleDocument } from '../../test/sample-documents';
import { json, type RecordedRequest, serve } from '../../test/serve';
import type { DocumentFormValues } from './document-form-values';
import { DocumentModal } from './document-modal';

const serviceCall = sampleServiceCall({ status: 'active' });
const fromCall: Partial<DocumentFormValues> = {
  LinkingIdServiceCall: serviceCall._id,
  userInformation: { userType: 'individual', name: 'יוסי מהקריאה', userId: '123456782' },
};

let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path === path);
const field = (name: string) => screen.getByTestId(`doc-field-${name}`) as HTMLInputElement;
const findPath = '/generalServiceCalls/searchServiceCallById';

function serveWithCall() {
  requests = serve((_method, path) => (path === findPath ? json({ serviceCall }) : undefined));
}

function renderCreate(initialValues?: Partial<DocumentFormValues>) {
  return renderSignedIn(
    <DocumentModal
      open
      mode="create"
      category="priceQuote"
      initialValues={initialValues}
      onClose={vi.fn()}
    />,
    { role: 'worker' },
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('document modal: a new document made from a service call', () => {
  it('keeps its draft apart from a blank new quote’s', async () => {
    serveWithCall();
    const user = setupUser();
    renderCreate(fromCall);
    expect(field('userInformation-name').value).toBe('יוסי מהקריאה');
    await user.type(field('comments'), 'מהקריאה');
    await new Promise((resolve) => setTimeout(resolve, 500));
    cleanup();

    // A blank new quote opens blank.
    renderCreate();
    expect(field('userInformation-name').value).toBe('');
    expect(field('comments').value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    cleanup();

    // The same call's quote opens with what was typed.
    renderCreate(fromCall);
    expect(field('comments').value).toBe('מהקריאה');
    expect(field('userInformation-name').value).toBe('יוסי מהקריאה');
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
  });

  it('names the call it was made from, for a role that reads calls', async () => {
    serveWithCall();
    renderCreate(fromCall);
    const line = await screen.findByTestId('doc-linked-service-call');
    expect(line.textContent).toBe(`נוצר מקריאת שירות מספר ${serviceCall.serviceCallNumber}`);
  });

  it.each<Role>([
    'installer',
    'storekeeper',
  ])('does not ask for the call when the role (%s) may not read calls', async (role) => {
    serveWithCall();
    const doc = sampleDocument({ category: 'workCard', LinkingIdServiceCall: serviceCall._id });
    renderSignedIn(<DocumentModal open mode="view" category="workCard" document={doc} onClose={vi.fn()} />, {
      role,
    });
    await screen.findByTestId('doc-section-customer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(findPath)).toHaveLength(0);
    expect(screen.queryByTestId('doc-linked-service-call')).toBeNull();
  });

  it('transfers a quote made from a call without the call: it moved on with the quote', async () => {
    const quote = sampleDocument({
      docId: 70,
      category: 'priceQuote',
      LinkingIdServiceCall: serviceCall._id,
    });
    const card = sampleDocument({ docId: 9, category: 'workCard', LinkingReferenceNumber: 70 });
    requests = serve((_method, path) => {
      if (path === findPath) return json({ serviceCall });
      return path === '/doc/createDoc' ? json(card, 201) : undefined;
    });
    const user = setupUser();
    const onClose = vi.fn();
    renderSignedIn(
      <DocumentModal open mode="edit" category="priceQuote" document={quote} onClose={onClose} />,
      { role: 'worker' },
    );
    // The quote names its call.
    expect((await screen.findByTestId('doc-linked-service-call')).textContent).toContain(
      serviceCall.serviceCallNumber,
    );
    await user.click(screen.getByTestId('doc-actions'));
    await user.click(await screen.findByTestId('doc-action-transferToWorkCard'));
    await waitFor(() => expect(screen.getByTestId('doc-save').textContent).toBe('הפקה'));
    expect(screen.queryByTestId('doc-linked-service-call')).toBeNull();
    expect(screen.getByTestId('doc-linked-open').textContent).toBe('70');
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = sent('/doc/createDoc')[0]?.body as {
      transferFrom: unknown;
      doc: { LinkingIdServiceCall: unknown };
    };
    expect(body.transferFrom).toEqual({ category: 'priceQuote', docId: 70 });
    expect(body.doc.LinkingIdServiceCall).toBeNull();
  });
});
