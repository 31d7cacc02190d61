import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, sampleDocument, serve } from '../test/serve';
import { MyDocumentsPage } from './my-documents-page';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customerId = '3c1b2a4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const quote = sampleDocument('priceQuote', {
  docId: 41,
  date: '02/03/2026',
  docTotalPrice: 608,
  generalStatus: { status: 'הצעת מחיר ללקוח' },
  pdfUrl: '/api/files/signed/quote-41.pdf',
});
const card = sampleDocument('workCard', {
  docId: 17,
  date: '04/03/2026',
  docTotalPrice: 1180.25,
  generalStatus: { status: 'בוצע' },
});

function serveMine(): RecordedRequest[] {
  return serve((_method, path, body) => {
    if (path !== '/doc/fetchUserDocs') return undefined;
    const category = (body as { category?: string }).category;
    const docs = [quote, card].filter((doc) => !category || doc.category === category);
    return json({ docs, totalDocs: docs.length, totalPages: 1 });
  });
}

describe('document tasks: the customer my documents', () => {
  it("lists the customer's own documents with number, type, date, status and total", async () => {
    const requests = serveMine();
    renderSignedIn(<MyDocumentsPage />, { role: 'customer', user: { _id: customerId } });

    const row = await screen.findByTestId('my-doc-priceQuote-41');
    expect(requests[0]?.body).toEqual({ id: customerId, page: 0, pageSize: 10 });
    expect(row.textContent).toContain('41');
    expect(row.textContent).toContain('הצעת מחיר');
    expect(row.textContent).toContain('02/03/2026');
    expect(row.textContent).toContain('₪608.00');
    expect(within(row).getByTestId('general-status').textContent).toBe('הצעת מחיר ללקוח');
    const other = screen.getByTestId('my-doc-workCard-17');
    expect(other.textContent).toContain('₪1,180.25');
    expect(within(other).getByTestId('general-status').textContent).toBe('בוצע');
  });

  it('is read-only: a PDF link where the document has one, nothing to edit or open', async () => {
    serveMine();
    renderSignedIn(<MyDocumentsPage />, { role: 'customer', user: { _id: customerId } });

    const row = await screen.findByTestId('my-doc-priceQuote-41');
    const pdf = within(row).getByTestId('my-doc-pdf');
    expect(pdf.getAttribute('href')).toBe('/api/files/signed/quote-41.pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    const other = screen.getByTestId('my-doc-workCard-17');
    expect(within(other).queryByTestId('my-doc-pdf')).toBeNull();
    for (const shown of [row, other]) {
      expect(shown.getAttribute('tabindex')).toBeNull();
      expect(within(shown).queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('asks for one type when its tab is chosen', async () => {
    const requests = serveMine();
    const user = setupUser();
    renderSignedIn(<MyDocumentsPage />, { role: 'customer', user: { _id: customerId } });
    await screen.findByTestId('my-doc-priceQuote-41');

    await user.click(screen.getByRole('tab', { name: 'כרטיסי עבודה' }));
    await waitFor(() => expect(screen.queryByTestId('my-doc-priceQuote-41')).toBeNull());
    expect(requests.at(-1)?.body).toEqual({ id: customerId, page: 0, pageSize: 10, category: 'workCard' });
    expect(screen.getByTestId('my-doc-workCard-17')).toBeTruthy();
  });

  it('says so when the customer has no documents', async () => {
    serve((_method, path) =>
      path === '/doc/fetchUserDocs' ? json({ docs: [], totalDocs: 0, totalPages: 0 }) : undefined,
    );
    renderSignedIn(<MyDocumentsPage />, { role: 'customer', user: { _id: customerId } });
    expect((await screen.findByTestId('my-documents-empty')).textContent).toBe('אין לך מסמכים עדיין');
  });
});
