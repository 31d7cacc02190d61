import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusinessDocument, Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleDocument } from '../../test/sample-documents';
import { json, type RecordedRequest, serve } from '../../test/serve';
import { DocumentModal } from '../modal/document-modal';
import { DocumentAttachmentsPanel } from './document-attachments-panel';

/** A stand-in for XMLHttpRequest (uploads with progress) that the test drives. */
class FakeUpload {
  static all: FakeUpload[] = [];
  url = '';
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeUpload.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const fileId = (n: number) => `5d3c1b2a-0f9e-4d8c-8b7a-6e5d4c3b2a${String(10 + n).padStart(2, '0')}`;
const link = (n: number, name: string) =>
  `/api/files/${fileId(n)}/${encodeURIComponent(name)}?expires=1&signature=s${n}`;

let requests: RecordedRequest[] = [];
let current: BusinessDocument;
const attachCalls = () => requests.filter((request) => request.path === '/doc/attachFiles');

/** The server: the document as stored, and attachFiles changing it as the server would. */
function serveDocument(doc: BusinessDocument) {
  current = doc;
  requests = serve((method, path, body) => {
    if (method === 'GET' && path === '/doc/getItemByFields') return json({ items: [current] });
    if (method === 'POST' && path === '/doc/attachFiles') {
      const change = body as { add?: string[]; remove?: string[] };
      const added = (change.add ?? []).map((id) => ({
        url: `/api/files/${id}/new.pdf?s=1`,
        name: 'new.pdf',
      }));
      current = {
        ...current,
        docs: [...current.docs.filter((file) => !(change.remove ?? []).includes(file.url)), ...added],
      };
      return json({ doc: current });
    }
    return undefined;
  });
}

function renderPanel(options: { readOnly?: boolean; role?: Role; docId?: number } = {}) {
  return renderSignedIn(
    <DocumentAttachmentsPanel
      category="priceQuote"
      docId={'docId' in options ? options.docId : current.docId}
      readOnly={options.readOnly}
    />,
    { role: options.role ?? 'worker' },
  );
}

const drop = (target: HTMLElement, files: File[]) =>
  fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });

beforeEach(async () => {
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the attachments panel', () => {
  it('uploads a chosen file with its progress, attaches it, and shows it in the carousel', async () => {
    serveDocument(sampleDocument({ docs: [] }));
    const user = setupUser();
    renderPanel();
    expect(await screen.findByText('לא צורפו מסמכים')).toBeTruthy();

    await user.upload(
      screen.getByTestId('attachments-input-docs'),
      new File(['%PDF-1.4'], 'הצעה.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
    const upload = FakeUpload.all[0] as FakeUpload;
    expect(upload.url).toBe('/api/files/upload');
    expect(upload.body?.get('purpose')).toBe('document');
    upload.progress(40, 100);
    expect((await screen.findByTestId('attachments-upload-percent')).textContent).toBe('40%');

    upload.respond(201, {
      _id: fileId(1),
      url: link(1, 'new.pdf'),
      name: 'new.pdf',
      path: 'document/x.pdf',
      mimeType: 'application/pdf',
      size: 8,
    });
    const carousel = await screen.findByTestId('attachments-carousel-docs');
    expect(attachCalls()[0]?.body).toEqual({
      category: 'priceQuote',
      docId: current.docId,
      kind: 'docs',
      add: [fileId(1)],
    });
    expect(within(carousel).getByTestId('attachments-carousel-docs-counter').textContent).toBe('1 מתוך 1');
    expect(screen.queryByTestId('attachments-uploads')).toBeNull();
    expect(screen.getByTestId('attachments-tab-docs').textContent).toBe('מסמכים ותמונות (1)');
  });

  it("names each refused file with spec 2's messages: too large, unsupported, upload failed", async () => {
    serveDocument(sampleDocument({ docs: [] }));
    renderPanel();
    const zone = await screen.findByTestId('attachments-drop-docs');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    drop(zone, [big, new File(['MZ'], 'virus.exe'), new File(['%PDF'], 'ok.pdf')]);

    const problems = await screen.findByTestId('attachments-problems');
    expect(within(problems).getByText('הקובץ big.pdf גדול מדי. הגודל המקסימלי הוא 5MB')).toBeTruthy();
    expect(within(problems).getByText('סוג הקובץ virus.exe אינו נתמך')).toBeTruthy();
    // Only the good file went out; the server refusing it is named too.
    await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
    (FakeUpload.all[0] as FakeUpload).respond(500, { error: { code: 'INTERNAL', message: 'x' } });
    expect(await screen.findByText('נכשלה העלאת הקובץ ok.pdf')).toBeTruthy();
    expect(attachCalls()).toHaveLength(0);

    const user = setupUser();
    await user.click(screen.getByTestId('attachments-tab-proofImages'));
    drop(await screen.findByTestId('attachments-drop-proofImages'), [new File(['%PDF'], 'scan.pdf')]);
    expect(await screen.findByText('סוג הקובץ scan.pdf אינו נתמך. תמיכה רק ב-JPG/PNG')).toBeTruthy();
    expect(FakeUpload.all).toHaveLength(1);
  });

  it('asks before deleting a file, and deletes it by its url only once confirmed', async () => {
    serveDocument(
      sampleDocument({
        docs: [
          { url: link(1, 'first.pdf'), name: 'first.pdf' },
          { url: link(2, 'second.png'), name: 'second.png' },
        ],
      }),
    );
    const user = setupUser();
    renderPanel();
    const carousel = await screen.findByTestId('attachments-carousel-docs');
    expect(within(carousel).getByTestId('attachments-carousel-docs-counter').textContent).toBe('1 מתוך 2');
    await user.click(within(carousel).getByTestId('attachments-carousel-docs-thumbnail-1'));
    expect(within(carousel).getByTestId('attachments-carousel-docs-counter').textContent).toBe('2 מתוך 2');
    expect(within(carousel).getByTestId('attachments-carousel-docs-image').getAttribute('src')).toBe(
      link(2, 'second.png'),
    );

    await user.click(within(carousel).getByTestId('attachments-carousel-docs-remove'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('second.png');
    await user.click(within(dialog).getByTestId('confirm-no'));
    expect(attachCalls()).toHaveLength(0);

    await user.click(within(carousel).getByTestId('attachments-carousel-docs-remove'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() =>
      expect(attachCalls()[0]?.body).toMatchObject({ kind: 'docs', remove: [link(2, 'second.png')] }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('attachments-carousel-docs-counter').textContent).toBe('1 מתוך 1'),
    );
    expect(screen.getByTestId('attachments-carousel-docs-file-name').textContent).toBe('first.pdf');
  });

  it('disables upload and delete in view mode and on a closed document', async () => {
    const docs = [{ url: link(1, 'first.pdf'), name: 'first.pdf' }];
    serveDocument(sampleDocument({ docs }));
    renderPanel({ readOnly: true });
    expect((await screen.findByTestId('attachments-drop-docs')).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByTestId('attachments-input-docs') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('attachments-carousel-docs-remove') as HTMLButtonElement).disabled).toBe(true);
    drop(screen.getByTestId('attachments-drop-docs'), [new File(['%PDF'], 'late.pdf')]);
    expect(FakeUpload.all).toHaveLength(0);
    cleanup();

    serveDocument(sampleDocument({ docs, status: false, closeReason: 'הלקוח ויתר' }));
    renderPanel();
    expect((await screen.findByTestId('attachments-drop-docs')).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByTestId('attachments-carousel-docs-remove') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('attachments-read-only').textContent).toBe('צפייה בלבד');
    // Still open for looking: the file opens in a new tab.
    expect(screen.getByTestId('attachments-carousel-docs-open').getAttribute('href')).toBe(
      link(1, 'first.pdf'),
    );
  });

  it("lets an installer add delivery images but not change the quote's documents", async () => {
    const worker = {
      name: 'Dana Levi',
      userId: '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a',
      role: 'worker' as const,
    };
    serveDocument(sampleDocument({ docs: [], createdBy: worker }));
    const user = setupUser();
    renderPanel({ role: 'installer' });
    expect((await screen.findByTestId('attachments-drop-docs')).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByTestId('attachments-tab-proofImages'));
    expect(screen.getByTestId('attachments-drop-proofImages').getAttribute('aria-disabled')).toBe('false');
    await user.upload(
      screen.getByTestId('attachments-input-proofImages'),
      new File(['png'], 'delivered.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(FakeUpload.all[0]?.body?.get('purpose')).toBe('photo'));
  });

  it('says files come after saving while the document is new', async () => {
    serveDocument(sampleDocument());
    renderPanel({ docId: undefined });
    expect((await screen.findByTestId('attachments-save-first')).textContent).toBe(
      'אפשר לצרף קבצים אחרי שהמסמך נשמר.',
    );
  });

  it("is the document modal's attachments section: a saved quote's files in view, a note while creating", async () => {
    const quote = sampleDocument({ docs: [{ url: link(1, 'first.pdf'), name: 'first.pdf' }] });
    serveDocument(quote);
    const user = setupUser();
    renderSignedIn(
      <DocumentModal open mode="view" category="priceQuote" document={quote} onClose={vi.fn()} />,
      {
        role: 'worker',
      },
    );
    await user.click(await screen.findByTestId('doc-tab-attachments'));
    expect((await screen.findByTestId('attachments-carousel-docs-counter')).textContent).toBe('1 מתוך 1');
    expect((screen.getByTestId('attachments-carousel-docs-remove') as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    renderSignedIn(<DocumentModal open mode="create" category="priceQuote" onClose={vi.fn()} />, {
      role: 'worker',
    });
    await user.click(await screen.findByTestId('doc-tab-attachments'));
    expect(await screen.findByTestId('attachments-save-first')).toBeTruthy();
  });
});
