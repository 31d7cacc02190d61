import { cleanup, screen, waitFor } from '@testing-library/react';
import type { BusinessDocument, DocCategory, Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleDocument } from '../../test/sample-documents';
import { failure, type RecordedRequest, serve } from '../../test/serve';
import { DocumentModal, type DocumentModalMode } from '../modal/document-modal';

const pdfAnswer = () =>
  new Response('%PDF-1.7 preview', { status: 200, headers: { 'content-type': 'application/pdf' } });

let blobs = 0;
const createObjectURL = vi.fn(() => `blob:preview-${++blobs}`);
const revokeObjectURL = vi.fn();

/** A window `width` pixels wide, as MUI's media queries ask it. */
function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: (max === undefined || width <= Number(max)) && (min === undefined || width >= Number(min)),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
  blobs = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderModal({
  mode,
  document,
  category = 'priceQuote',
  role = 'worker',
}: {
  mode: DocumentModalMode;
  document?: BusinessDocument;
  category?: DocCategory;
  role?: Role;
}) {
  return renderSignedIn(
    <DocumentModal open mode={mode} category={category} document={document} onClose={vi.fn()} />,
    { role },
  );
}

const previews = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/doc/generatePdf').map((request) => request.body);
const nameField = () => screen.getByTestId('doc-field-userInformation-name') as HTMLInputElement;

describe('the modal’s PDF preview section', () => {
  it('shows the PDF of what is on screen in a frame, under the document’s number, storing nothing', async () => {
    const doc = sampleDocument({
      pdfUrl: '/api/files/f1/quote.pdf?expires=1&signature=a',
      pdfUrl2: '/api/files/f2/copy.pdf?expires=1&signature=b',
    });
    const requests = serve((_method, path) => (path === '/doc/generatePdf' ? pdfAnswer() : undefined));
    const user = setupUser();
    renderModal({ mode: 'edit', document: doc });
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));

    const frame = (await screen.findByTestId('doc-preview-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('blob:preview-1');
    expect(frame.title).toBe('תצוגה מקדימה של ה-PDF');
    expect(previews(requests)).toEqual([
      expect.objectContaining({
        category: 'priceQuote',
        docId: doc.docId,
        isPreview: true,
        userInformation: expect.objectContaining({ name: 'משה כהן' }),
      }),
    ]);
    // Nothing changed: no notice; the stored original and true copy are a click away.
    expect(screen.queryByTestId('doc-preview-unsaved')).toBeNull();
    expect(screen.getByTestId('doc-preview-original').getAttribute('href')).toBe(doc.pdfUrl);
    expect(screen.getByTestId('doc-preview-copy').getAttribute('href')).toBe(doc.pdfUrl2);
    expect(screen.getByTestId('doc-preview-download').getAttribute('download')).toBe(
      `priceQuote-${doc.docId}.pdf`,
    );
  });

  it('prints values not saved yet and says the stored PDFs change only on update', async () => {
    const requests = serve((_method, path) => (path === '/doc/generatePdf' ? pdfAnswer() : undefined));
    const user = setupUser();
    renderModal({ mode: 'edit', document: sampleDocument() });
    await user.clear(nameField());
    await user.type(nameField(), 'דנה לוי');
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));

    await screen.findByTestId('doc-preview-frame');
    expect(previews(requests)[0]).toMatchObject({ userInformation: { name: 'דנה לוי' } });
    expect(screen.getByTestId('doc-preview-unsaved').textContent).toBe(
      'התצוגה כוללת שינויים שטרם נשמרו. קובצי ה-PDF השמורים יתעדכנו רק לאחר עדכון המסמך.',
    );
  });

  it('previews a new document without a number and says it is not issued yet', async () => {
    const requests = serve((_method, path) => (path === '/doc/generatePdf' ? pdfAnswer() : undefined));
    const user = setupUser();
    renderModal({ mode: 'create', category: 'workCard' });
    await user.type(nameField(), 'משה כהן');
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));

    await screen.findByTestId('doc-preview-frame');
    const [body] = previews(requests) as Record<string, unknown>[];
    expect(body).toMatchObject({ category: 'workCard', isPreview: true });
    expect(body?.docId).toBeUndefined();
    expect(screen.getByTestId('doc-preview-unsaved').textContent).toContain('המסמך טרם הופק');
    expect(screen.queryByTestId('doc-preview-stored')).toBeNull();
    expect(screen.queryByTestId('doc-preview-share')).toBeNull();
  });

  it('says the request timed out on 504, and the refresh button prints it again', async () => {
    let answers = 0;
    const requests = serve((_method, path) => {
      if (path !== '/doc/generatePdf') return undefined;
      answers += 1;
      return answers === 1 ? failure(504, 'TIMEOUT') : pdfAnswer();
    });
    const user = setupUser();
    renderModal({ mode: 'view', document: sampleDocument() });
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));

    expect((await screen.findByTestId('doc-preview-error')).textContent).toBe(
      'הזמן המוקצב לבקשה פג. נסה שוב.',
    );
    expect(screen.queryByTestId('doc-preview-frame')).toBeNull();
    await user.click(screen.getByTestId('doc-preview-refresh'));

    expect((await screen.findByTestId('doc-preview-frame')).getAttribute('src')).toBe('blob:preview-1');
    expect(screen.queryByTestId('doc-preview-error')).toBeNull();
    expect(previews(requests)).toHaveLength(2);
  });

  it('says the form changed since the preview; refreshing prints the change and frees the old PDF', async () => {
    const requests = serve((_method, path) => (path === '/doc/generatePdf' ? pdfAnswer() : undefined));
    const user = setupUser();
    renderModal({ mode: 'edit', document: sampleDocument() });
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));
    await screen.findByTestId('doc-preview-frame');
    expect(screen.queryByTestId('doc-preview-stale')).toBeNull();

    await user.click(screen.getByTestId('doc-tab-details'));
    await user.type(nameField(), ' בע"מ');
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));
    expect(screen.getByTestId('doc-preview-stale').textContent).toBe(
      'הטופס השתנה מאז התצוגה האחרונה. יש לרענן כדי לראות את השינויים.',
    );

    await user.click(screen.getByTestId('doc-preview-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('doc-preview-frame').getAttribute('src')).toBe('blob:preview-2'),
    );
    expect(previews(requests)[1]).toMatchObject({ userInformation: { name: 'משה כהן בע"מ' } });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.queryByTestId('doc-preview-stale')).toBeNull();
  });

  it('offers open and download instead of a frame on a 390 px phone', async () => {
    stubWindowWidth(390);
    serve((_method, path) => (path === '/doc/generatePdf' ? pdfAnswer() : undefined));
    const user = setupUser();
    renderModal({ mode: 'view', document: sampleDocument() });
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));

    const open = await screen.findByTestId('doc-preview-open');
    expect(open.getAttribute('href')).toBe('blob:preview-1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('doc-preview-download').getAttribute('href')).toBe('blob:preview-1');
    expect(screen.getByTestId('doc-preview-phone')).toBeTruthy();
    expect(screen.queryByTestId('doc-preview-frame')).toBeNull();
  });

  it('opens the share dialog for staff, not for a customer reading its own document', async () => {
    serve((_method, path) => (path === '/doc/generatePdf' ? pdfAnswer() : undefined));
    const user = setupUser();
    const view = renderModal({ mode: 'view', document: sampleDocument() });
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));
    await user.click(await screen.findByTestId('doc-preview-share'));
    expect(await screen.findByTestId('doc-share-dialog')).toBeTruthy();
    view.unmount();

    renderModal({ mode: 'view', document: sampleDocument(), role: 'customer' });
    await user.click(screen.getByTestId('doc-tab-pdfPreview'));
    await screen.findByTestId('doc-preview-refresh');
    expect(screen.queryByTestId('doc-preview-share')).toBeNull();
  });
});
