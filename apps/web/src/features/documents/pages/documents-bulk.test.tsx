import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BusinessDocument, Role } from '@tg/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleDocument } from '../test/sample-documents';
import { json, serve } from '../test/serve';
import { DocumentsPage } from './documents-page';

const first = sampleDocument({ docId: 12 });
const second = sampleDocument({ docId: 13, _id: '00000000-0000-4000-8000-000000000013' });
const closed = sampleDocument({ docId: 11, _id: '00000000-0000-4000-8000-000000000011', status: false });
const listOf = (docs: BusinessDocument[]) => json({ docs, total: docs.length, totalPages: 1 });

function renderList(role: Role) {
  return renderSignedIn(
    <Routes>
      <Route path="/dashboard/worker/doc/:category" element={<DocumentsPage />} />
    </Routes>,
    { role, path: '/dashboard/worker/doc/workCard' },
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

describe('documents list: bulk changes', () => {
  it('lets a worker select open documents and offers change status, assign and export of the selected', async () => {
    const requests = serve((_method, path) => {
      if (path === '/doc/getAllDocs') return listOf([first, second, closed]);
      if (path === '/doc/updateMany') return json({ updated: 2, failed: [] });
      return undefined;
    });
    const user = setupUser();
    renderList('worker');
    const box = (doc: BusinessDocument) =>
      within(screen.getByTestId(`select-row-${doc._id}`)).getByRole('checkbox');
    await screen.findByTestId(`select-row-${first._id}`);
    await user.click(box(first));
    await user.click(box(second));
    // A closed document is read-only: nothing to select.
    expect(screen.queryByTestId(`select-row-${closed._id}`)).toBeNull();
    expect(screen.getByTestId('selection-count').textContent).toBe('נבחרו שתי שורות');

    await user.click(screen.getByTestId('list-export'));
    expect(await screen.findByTestId('list-export-selected-csv')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByTestId('documents-bulk-status'));
    const dialog = await screen.findByTestId('doc-bulk-dialog');
    await user.click(within(dialog).getAllByRole('combobox')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'בטיפול' }));
    await user.click(within(dialog).getByTestId('doc-bulk-next'));
    await user.click(within(dialog).getByTestId('doc-bulk-confirm'));
    await within(dialog).findByTestId('doc-bulk-result');
    const sent = requests.find((request) => request.path === '/doc/updateMany');
    expect(sent?.body).toEqual({ ids: [first._id, second._id], changes: { generalStatus: 'בטיפול' } });
    // The picks go once it is done, and the list is asked again.
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).toBeNull());
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/doc/getAllDocs').length).toBeGreaterThan(1),
    );
    // A whole journey through the page, two menus and a dialog: on the shared 2-core machine it
    // took up to 15 s, the default limit.
  }, 30_000);

  it('offers no selection to a role that may not change documents', async () => {
    serve((_method, path) => (path === '/doc/getAllDocs' ? listOf([first, second]) : undefined));
    renderList('installer');
    await screen.findByTestId(`row-${first._id}`);
    expect(screen.queryByTestId(`select-row-${first._id}`)).toBeNull();
  });
});
