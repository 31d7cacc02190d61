import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BusinessDetails, BusinessDocument, Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleDocument } from '../../test/sample-documents';
import { failure, json, type RecordedRequest, serve } from '../../test/serve';
import { DocumentModal } from '../modal/document-modal';
import { ShareDialog } from './share-dialog';

const business: BusinessDetails = {
  name: 'זכוכית לטרקטורים',
  tagline: '',
  registrationNumber: '',
  phone: '',
  whatsapp: '',
  email: '',
  address: '',
  openingHours: '',
  highlights: [],
  bank: { bankName: 'לאומי', branchNumber: '800', accountNumber: '123456', accountName: 'זכוכית בע״מ' },
  social: { website: '', facebook: '', instagram: '' },
  leadNotices: { phones: [], email: '', language: 'he' },
  vatPercent: 18,
};
const sharedPath =
  '/api/files/0b6f5f2e-4c7d-4a51-9a0e-4f2f0d1c9a99/quote.pdf?expires=1790000000&signature=abc';
const expiresAt = '2026-05-19T07:30:00.000Z';

function serveShare({
  link = () => json({ url: sharedPath, expiresAt }),
  details = business,
}: {
  link?: () => Response;
  details?: BusinessDetails;
} = {}) {
  return serve((_method, path) => {
    if (path === '/doc/shareLink') return link();
    if (path === '/settings/getBusinessDetails') return json(details);
    return undefined;
  });
}

const stored = (overrides: Partial<BusinessDocument> = {}) =>
  sampleDocument({
    docId: 1057,
    docTotalPrice: 608,
    pdfUrl: '/api/files/f1/quote.pdf?expires=1&signature=hour',
    ...overrides,
  });

function renderDialog(document: BusinessDocument) {
  return renderSignedIn(<ShareDialog open document={document} onClose={vi.fn()} />, { role: 'worker' });
}

/** The chat link's text, decoded. */
const chatText = (href: string | null) => new URL(href ?? '').searchParams.get('text');

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the share dialog', () => {
  it('opens a chat with the customer, the message naming the business, document, total, 7-day link and bank', async () => {
    const requests = serveShare();
    renderDialog(stored());

    const chat = await screen.findByRole('link', { name: /הודעת צ'אט/ });
    const href = chat.getAttribute('href');
    expect(href?.startsWith('https://wa.me/972501234567?text=')).toBe(true);
    expect(chat.getAttribute('target')).toBe('_blank');
    const text = chatText(href);
    expect(text).toContain('שלום משה כהן,');
    expect(text).toContain('להלן הצעת מחיר מספר 1057 מאת זכוכית לטרקטורים.');
    expect(text).toContain('סה״כ: ₪608.00 (כולל מע״מ)');
    // The customer gets the whole address of the 7-day link, not the hour-long one of the answer.
    expect(text).toContain(`${window.location.origin}${sharedPath}`);
    expect(text).not.toContain('signature=hour');
    expect(text).toContain('פרטים להעברה בנקאית:\nבנק: לאומי\nסניף: 800\nמספר חשבון: 123456');
    expect((screen.getByTestId('doc-share-message') as HTMLTextAreaElement).value).toBe(text);
    expect(screen.getByTestId('doc-share-link').textContent).toMatch(
      /פתוח ללקוח ללא כניסה למערכת עד \d{2}\/\d{2}\/2026 \d{2}:\d{2}/,
    );
    const asked = requests.filter((request: RecordedRequest) => request.path === '/doc/shareLink');
    expect(asked.map((request) => request.body)).toEqual([{ category: 'priceQuote', docId: 1057 }]);
  });

  it('writes the e-mail with subject and body, and opens the stored PDF', async () => {
    serveShare();
    renderDialog(stored());

    const mail = await screen.findByRole('link', { name: /דוא"ל/ });
    const href = mail.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:moshe@example.com?')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('הצעת מחיר מספר 1057 - זכוכית לטרקטורים');
    expect(query.get('body')).toContain('להלן הצעת מחיר מספר 1057');
    expect(query.get('body')).toContain('\r\n');
    expect(screen.getByRole('link', { name: /פתיחת ה-PDF/ }).getAttribute('href')).toBe(
      '/api/files/f1/quote.pdf?expires=1&signature=hour',
    );
  });

  it('sends what the person edited', async () => {
    serveShare();
    const user = setupUser();
    renderDialog(stored());
    const message = (await screen.findByTestId('doc-share-message')) as HTMLTextAreaElement;
    await user.clear(message);
    await user.type(message, 'מצורפת ההצעה');
    expect(chatText(screen.getByTestId('doc-share-chat').getAttribute('href'))).toBe('מצורפת ההצעה');
  });

  it('disables each option the customer’s details do not allow, saying why', async () => {
    serveShare();
    renderDialog(
      stored({
        pdfUrl: '',
        userInformation: { ...stored().userInformation, phoneNumber: '', email: 'moshe@' },
        contactDetails: { name: '', phoneNumber: '', email: '' },
      }),
    );
    await screen.findByTestId('doc-share-message');
    for (const [id, reason] of [
      ['doc-share-chat', 'ללקוח אין מספר טלפון.'],
      ['doc-share-email', 'כתובת הדוא"ל של הלקוח (moshe@) אינה תקינה.'],
      ['doc-share-pdf', 'למסמך עדיין אין קובץ PDF שמור.'],
    ] as const) {
      const option = screen.getByTestId(id);
      expect((option as HTMLButtonElement).disabled).toBe(true);
      expect(option.getAttribute('href')).toBeNull();
      expect(screen.getByTestId(`${id}-reason`).textContent).toBe(reason);
      expect(option.getAttribute('aria-describedby')).toBe(screen.getByTestId(`${id}-reason`).id);
    }
  });

  it('sends to the contact person’s phone when the customer has none, and says a number is not valid', async () => {
    serveShare();
    const customer = stored().userInformation;
    renderDialog(
      stored({
        userInformation: { ...customer, phoneNumber: '' },
        contactDetails: { name: 'דנה', phoneNumber: '052-7654321', email: '' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('doc-share-chat').getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/972527654321\?/,
      ),
    );
    cleanup();
    renderDialog(stored({ userInformation: { ...customer, phoneNumber: '12' } }));
    await screen.findByTestId('doc-share-message');
    expect(screen.getByTestId('doc-share-chat-reason').textContent).toBe(
      'מספר הטלפון של הלקוח (12) אינו תקין.',
    );
  });

  it('leaves the link out, saying so, when the document has no PDF yet (409)', async () => {
    serveShare({ link: () => failure(409, 'CONFLICT', { pdfUrl: 'validation.invalidValue' }) });
    renderDialog(stored());
    expect((await screen.findByTestId('doc-share-link-error')).textContent).toContain(
      'למסמך עדיין אין קובץ PDF שמור',
    );
    const text = chatText(screen.getByTestId('doc-share-chat').getAttribute('href'));
    expect(text).toContain('להלן הצעת מחיר מספר 1057');
    expect(text).not.toContain('PDF');
    expect(text).not.toContain('/api/files/');
  });

  it('leaves the bank lines out when the business has no account set', async () => {
    serveShare({ details: { ...business, bank: { ...business.bank, accountNumber: '' } } });
    renderDialog(stored());
    await screen.findByTestId('doc-share-message');
    const text = chatText(screen.getByTestId('doc-share-chat').getAttribute('href'));
    expect(text).toContain('סה״כ: ₪608.00');
    expect(text).not.toContain('העברה בנקאית');
    expect(text).not.toContain('לאומי');
  });
});

describe('sharing from the modal’s actions menu', () => {
  const renderModal = (role: Role, mode: 'edit' | 'view') =>
    renderSignedIn(
      <DocumentModal open mode={mode} category="priceQuote" document={stored()} onClose={vi.fn()} />,
      { role },
    );

  it.each(['edit', 'view'] as const)('offers share in %s mode and opens the dialog', async (mode) => {
    serveShare();
    const user = setupUser();
    renderModal('agent', mode);
    await user.click(screen.getByTestId('doc-actions'));
    await user.click(screen.getByTestId('doc-action-share'));
    const dialog = await screen.findByTestId('doc-share-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('שיתוף הצעת מחיר מספר 1057');
  });

  it('names a shared link in the activity log', async () => {
    serveShare();
    const user = setupUser();
    const doc = stored({
      activityLog: [
        {
          date: '12/05/2026',
          hour: '10:30',
          user: 'Dana Levi',
          action: 'share',
          field: 'shareLinkExpiresAt',
          oldValue: null,
          newValue: '19/05/2026 10:30',
          comments: '',
        },
      ],
    });
    renderSignedIn(
      <DocumentModal open mode="view" category="priceQuote" document={doc} onClose={vi.fn()} />,
      {
        role: 'worker',
      },
    );
    await user.click(screen.getByTestId('doc-tab-activityLog'));
    const row = screen.getByTestId('doc-log-row');
    expect(row.textContent).toContain('שיתוף');
    expect(row.textContent).toContain('קישור השיתוף בתוקף עד');
    expect(row.textContent).toContain('19/05/2026 10:30');
  });

  it('has no actions menu for a customer viewing its document', () => {
    serveShare();
    renderModal('customer', 'view');
    expect(screen.queryByTestId('doc-actions')).toBeNull();
  });
});
