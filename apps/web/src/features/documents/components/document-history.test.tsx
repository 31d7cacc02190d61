import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { UserDialog, type UserDialogProps } from '../../users/components/user-dialog/user-dialog';
import { sampleUser } from '../../users/test/sample-users';
import { sampleDocument } from '../test/sample-documents';
import { json, type RecordedRequest, serve } from '../test/serve';

const customer = sampleUser();
const quote = sampleDocument({
  docId: 21,
  category: 'priceQuote',
  status: false,
  closeReason: 'transferred:workCard:5',
});
const card = sampleDocument({ docId: 5, category: 'workCard', date: '07/01/2026', docTotalPrice: 608 });

let requests: RecordedRequest[] = [];
const historyCalls = () => requests.filter((request) => request.path === '/doc/fetchUserDocs');

function renderCustomer(mode: 'edit' | 'create' = 'edit') {
  const props: UserDialogProps = {
    open: true,
    mode,
    role: 'customer',
    user: mode === 'edit' ? customer : undefined,
    onClose: vi.fn(),
  };
  return renderSignedIn(<UserDialog {...props} />, { role: 'worker' });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('users dialog: a customer’s document history', () => {
  it('lists the customer’s documents, 10 a page, and opens one by its status', async () => {
    requests = serve((_method, path) =>
      path === '/doc/fetchUserDocs' ? json({ docs: [card, quote], totalDocs: 2, totalPages: 1 }) : undefined,
    );
    const user = setupUser();
    renderCustomer();
    await user.click(screen.getByTestId('user-tab-documentHistory'));
    const cardRow = await screen.findByTestId('history-workCard-5');
    expect(historyCalls()[0]?.body).toEqual({ id: customer._id, page: 0, pageSize: 10 });
    for (const text of ['5', 'כרטיס עבודה', '07/01/2026', 'הצעת מחיר ללקוח', '₪608.00']) {
      expect(cardRow.textContent, text).toContain(text);
    }
    const quoteRow = screen.getByTestId('history-priceQuote-21');
    expect(within(quoteRow).getByTestId('doc-closed')).toBeTruthy();

    await user.click(quoteRow);
    const modal = await screen.findByTestId('document-modal');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toContain(
      'הצעת מחיר מספר 21 (צפייה)',
    );
    expect(within(modal).queryByTestId('doc-save')).toBeNull();
    await user.click(within(modal).getByTestId('doc-exit'));
    await waitFor(() => expect(screen.queryByTestId('document-modal')).toBeNull());

    await user.click(cardRow);
    const editing = await screen.findByTestId('document-modal');
    expect(within(editing).getByTestId('doc-save').textContent).toBe('עדכון');
  });

  it('says the customer has none', async () => {
    requests = serve((_method, path) =>
      path === '/doc/fetchUserDocs' ? json({ docs: [], totalDocs: 0, totalPages: 0 }) : undefined,
    );
    const user = setupUser();
    renderCustomer();
    await user.click(screen.getByTestId('user-tab-documentHistory'));
    expect((await screen.findByTestId('table-empty')).textContent).toBe('ללקוח אין מסמכים עדיין');
  });

  it('asks nothing for a customer not saved yet', async () => {
    requests = serve();
    const user = setupUser();
    renderCustomer('create');
    await user.click(screen.getByTestId('user-tab-documentHistory'));
    expect(screen.getByTestId('document-history-unsaved')).toBeTruthy();
    expect(historyCalls()).toHaveLength(0);
  });
});
