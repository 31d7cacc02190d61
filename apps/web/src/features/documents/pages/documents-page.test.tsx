import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BusinessDocument, Role } from '@tg/domain';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleDocument } from '../test/sample-documents';
import { json, type RecordedRequest, serve } from '../test/serve';
import { DocumentsPage } from './documents-page';

const open = sampleDocument({ docId: 12 });
const closed = sampleDocument({ docId: 11, status: false, closeReason: 'הלקוח ויתר' });
const listOf = (docs: BusinessDocument[], total = docs.length) =>
  json({ docs, total, totalPages: Math.max(1, Math.ceil(total / 15)) });

let requests: RecordedRequest[] = [];
const lists = () => requests.filter((request) => request.path === '/doc/getAllDocs');
const lastList = () => lists().at(-1)?.url.searchParams;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, role: Role = 'worker') {
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/dashboard/worker/doc/:category" element={<DocumentsPage />} />
      </Routes>
      <Address />
    </>,
    { role, path },
  );
}

const lookupOf = (doc: BusinessDocument) => (_method: string, path: string, _body: unknown, url: URL) => {
  if (path !== '/doc/getItemByFields') return undefined;
  const [match] = JSON.parse(url.searchParams.get('fields') ?? '[]') as { docId: number }[];
  return json({ items: match?.docId === doc.docId ? [doc] : [] });
};

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('documents: a category’s list', () => {
  it('asks for page 0 of 15 of the category and shows each document’s columns', async () => {
    requests = serve((_method, path) =>
      path === '/doc/getAllDocs' ? listOf([open, closed], 31) : undefined,
    );
    renderAt('/dashboard/worker/doc/priceQuote');
    const row = await screen.findByTestId(`row-${open._id}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('הצעות מחיר');
    expect(lastList()?.get('category')).toBe('priceQuote');
    expect(lastList()?.get('page')).toBe('0');
    expect(lastList()?.get('limit')).toBe('15');
    for (const text of [
      '12',
      '05/01/2026',
      'משה כהן',
      '0501234567',
      '1234567 / JD6155R0001',
      'הצעת מחיר ללקוח',
      '₪212.40',
      'Dana Levi',
    ]) {
      expect(row.textContent, text).toContain(text);
    }
    expect(within(row).getByTestId('doc-open')).toBeTruthy();
    expect(within(screen.getByTestId(`row-${closed._id}`)).getByTestId('doc-closed')).toBeTruthy();
    expect(screen.getByTestId('pagination-displayed').textContent).toBe('מוצגים 2 מתוך 31');

    const user = setupUser();
    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(lastList()?.get('page')).toBe('1'));
  });

  it('searches from three characters and sends the open/closed, warehouse and customer filters', async () => {
    requests = serve((_method, path) => (path === '/doc/getAllDocs' ? listOf([open]) : undefined));
    const user = setupUser();
    renderAt('/dashboard/worker/doc/workCard');
    await screen.findByTestId(`row-${open._id}`);
    expect(lastList()?.get('category')).toBe('workCard');

    await user.type(screen.getByTestId('documents-search'), 'מש');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(lastList()?.get('search')).toBeNull();
    await user.type(screen.getByTestId('documents-search'), 'ה');
    await waitFor(() => expect(lastList()?.get('search')).toBe('משה'));

    await user.click(screen.getByTestId('filter-button'));
    await user.click(screen.getByTestId('filter-item-docType'));
    await user.click(within(screen.getByTestId('filter-options-docType')).getByLabelText('סגור'));
    await waitFor(() => expect(lastList()?.get('docType')).toBe('closed'));
    await user.click(screen.getByTestId('filter-item-warehouse'));
    await user.click(within(screen.getByTestId('filter-options-warehouse')).getByLabelText('רמלה'));
    await waitFor(() => expect(lastList()?.get('warehouse')).toBe('3'));
    await user.click(screen.getByTestId('filter-item-customer'));
    await user.type(screen.getByTestId('filter-input-customer'), '123456789{Enter}');
    await waitFor(() => expect(lastList()?.get('customer')).toBe('123456789'));
    expect(lastList()?.get('page')).toBe('0');
    expect(lastList()?.get('search')).toBe('משה');
  });

  it('searches a document number of one or two digits at once', async () => {
    requests = serve((_method, path) => (path === '/doc/getAllDocs' ? listOf([open]) : undefined));
    const user = setupUser();
    renderAt('/dashboard/worker/doc/priceQuote');
    await screen.findByTestId(`row-${open._id}`);
    await user.type(screen.getByTestId('documents-search'), '7{Enter}');
    await waitFor(() => expect(lastList()?.get('search')).toBe('7'));
    expect(screen.queryByText('נדרש קלט נוסף')).toBeNull();
  });

  it('filters by a person the documents are assigned to', async () => {
    requests = serve((_method, path, _body, url) => {
      if (path === '/doc/getAllDocs') return listOf([open]);
      if (path === '/users/getData' && url.searchParams.get('role') === 'storekeeper')
        return json({
          users: [
            {
              _id: 'a6d2c1f0-1b2c-4d3e-8f90-112233445566',
              role: 'storekeeper',
              visibility: true,
              userInformation: { name: 'יוסי מחסן' },
            },
          ],
          total: 1,
          totalPages: 1,
        });
      return undefined;
    });
    const user = setupUser();
    renderAt('/dashboard/worker/doc/workCard');
    await screen.findByTestId(`row-${open._id}`);
    await user.click(screen.getByTestId('filter-button'));
    await user.click(screen.getByTestId('filter-item-person'));
    await user.click(
      await within(screen.getByTestId('filter-options-person')).findByLabelText('יוסי מחסן (מחסנאי)'),
    );
    await waitFor(() => expect(lastList()?.get('person')).toBe('a6d2c1f0-1b2c-4d3e-8f90-112233445566'));
  });

  it('opens an open document in edit and a closed one in view, and the address remembers it', async () => {
    requests = serve((method, path, body, url) =>
      path === '/doc/getAllDocs' ? listOf([open, closed]) : lookupOf(open)(method, path, body, url),
    );
    const user = setupUser();
    renderAt('/dashboard/worker/doc/priceQuote');
    await user.click(await screen.findByTestId(`row-${open._id}`));
    const modal = await screen.findByTestId('document-modal');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toContain('הצעת מחיר מספר 12');
    expect(within(modal).getByTestId('doc-save').textContent).toBe('עדכון');
    expect((within(modal).getByTestId('doc-field-userInformation-name') as HTMLInputElement).readOnly).toBe(
      false,
    );
    expect(new URL(screen.getByTestId('address').textContent ?? '', 'http://x').searchParams.get('doc')).toBe(
      '12',
    );

    await user.click(within(modal).getByTestId('doc-exit'));
    await waitFor(() => expect(screen.queryByTestId('document-modal')).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe('/dashboard/worker/doc/priceQuote');

    await user.click(screen.getByTestId(`row-${closed._id}`));
    const view = await screen.findByTestId('document-modal');
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toContain('(צפייה)');
    expect(within(view).queryByTestId('doc-save')).toBeNull();
    // A closed document can still be shared; it offers nothing that changes it.
    await user.click(within(view).getByTestId('doc-actions'));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.getAttribute('data-testid'));
    expect(offered).toEqual(['doc-action-share']);
    await user.keyboard('{Escape}');
    expect((within(view).getByTestId('doc-field-userInformation-name') as HTMLInputElement).readOnly).toBe(
      true,
    );
    expect(within(view).getByTestId('doc-closed-notice').textContent).toContain('הלקוח ויתר');
  });

  it('reopens the addressed document after a reload', async () => {
    requests = serve((method, path, body, url) =>
      path === '/doc/getAllDocs' ? listOf([]) : lookupOf(open)(method, path, body, url),
    );
    renderAt('/dashboard/worker/doc/priceQuote?doc=12');
    const modal = await screen.findByTestId('document-modal');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toContain('מספר 12');
    const lookup = requests.find((request) => request.path === '/doc/getItemByFields');
    expect(lookup?.url.searchParams.get('category')).toBe('priceQuote');
    expect(JSON.parse(lookup?.url.searchParams.get('fields') ?? '')).toEqual([{ docId: 12 }]);
  });

  it('offers "new" only to roles that may create documents', async () => {
    requests = serve((_method, path) => (path === '/doc/getAllDocs' ? listOf([open]) : undefined));
    renderAt('/dashboard/worker/doc/priceQuote', 'worker');
    expect((await screen.findByTestId('documents-create')).textContent).toContain('הצעת מחיר חדשה');
    cleanup();
    requests = serve((_method, path) => (path === '/doc/getAllDocs' ? listOf([open]) : undefined));
    renderAt('/dashboard/worker/doc/priceQuote', 'storekeeper');
    await screen.findByTestId(`row-${open._id}`);
    expect(screen.queryByTestId('documents-create')).toBeNull();
  });

  it('is not found for a category that does not exist', async () => {
    requests = serve();
    renderAt('/dashboard/worker/doc/invoices');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(lists()).toHaveLength(0);
  });
});
