import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { type BusinessDocument, installerStatuses } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleDocument } from '../../../documents/test/sample-documents';
import { json, type RecordedRequest, serve } from '../../../documents/test/serve';
import { sampleUser } from '../../test/sample-users';
import { UserDialog, type UserDialogProps } from './user-dialog';

const installer = sampleUser({ role: 'installer' });

function card(docId: number, status: string, overrides: Partial<BusinessDocument> = {}): BusinessDocument {
  const base = sampleDocument({ docId, category: 'workCard' });
  return {
    ...base,
    generalStatus: { ...base.generalStatus, status },
    handleBy: { ...base.handleBy, installer: { id: installer._id, name: installer.userInformation.name } },
    ...overrides,
  };
}

const done = card(42, installerStatuses.done, {
  date: '01/03/2026',
  userInformation: { ...sampleDocument().userInformation, name: 'חקלאות הגליל' },
  shippingAddress: { ...sampleDocument().shippingAddress, city: 'עפולה', shippingDate: '12/03/2026' },
});
const failed = card(41, installerStatuses.failed, { status: false });
const collected = card(40, installerStatuses.collected);

let requests: RecordedRequest[] = [];
const listCalls = (limit: string) =>
  requests.filter(
    (request) => request.path === '/doc/getAllDocs' && request.url.searchParams.get('limit') === limit,
  );
const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request ? request.url.searchParams.entries() : []);

/** getAllDocs as the server answers it: the page asked for, out of `all`, newest first. */
function serveCards(all: readonly BusinessDocument[], total = all.length) {
  return serve((method, path, _body, url) => {
    if (method !== 'GET' || path !== '/doc/getAllDocs') return undefined;
    const limit = Number(url.searchParams.get('limit'));
    const page = Number(url.searchParams.get('page'));
    const docs = all.slice(page * limit, (page + 1) * limit);
    return json({ docs, total, totalPages: Math.ceil(total / limit) });
  });
}

function renderInstaller(mode: 'edit' | 'create' = 'edit') {
  const props: UserDialogProps = {
    open: true,
    mode,
    role: 'installer',
    user: mode === 'edit' ? installer : undefined,
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

describe('users dialog: the installations an installer performed', () => {
  it('lists the installer’s work cards with their status, counts the done ones, and opens a card', async () => {
    requests = serveCards([done, failed, collected]);
    const user = setupUser();
    renderInstaller();
    await user.click(screen.getByTestId('user-tab-installationsPerformed'));

    const row = await screen.findByTestId('installation-42');
    expect(query(listCalls('10')[0])).toEqual({
      category: 'workCard',
      person: installer._id,
      page: '0',
      limit: '10',
    });
    for (const text of ['42', '12/03/2026', 'חקלאות הגליל', 'עפולה']) {
      expect(row.textContent, text).toContain(text);
    }
    expect(within(row).getByTestId('general-status').getAttribute('data-step')).toBe('done');
    expect(within(row).getByTestId('general-status').textContent).toBe('בוצע');
    expect(
      within(screen.getByTestId('installation-41')).getByTestId('general-status').getAttribute('data-step'),
    ).toBe('failed');
    expect(
      within(screen.getByTestId('installation-40')).getByTestId('general-status').getAttribute('data-step'),
    ).toBe('collected');
    expect((await screen.findByTestId('installations-done-count')).textContent).toBe(
      'כרטיסי עבודה: 3 · בוצעו: 1',
    );
    expect(screen.queryByTestId('pagination-next')).toBeNull();

    // A closed card opens to be read; an open one to be edited.
    await user.click(screen.getByTestId('installation-41'));
    const viewing = await screen.findByTestId('document-modal');
    expect(within(viewing).getByRole('heading', { level: 2 }).textContent).toContain('41');
    expect(within(viewing).queryByTestId('doc-save')).toBeNull();
    await user.click(within(viewing).getByTestId('doc-exit'));
    await waitFor(() => expect(screen.queryByTestId('document-modal')).toBeNull());

    await user.click(row);
    const editing = await screen.findByTestId('document-modal');
    expect(within(editing).getByRole('heading', { level: 2 }).textContent).toContain('42');
    expect(within(editing).getByTestId('doc-save').textContent).toBe('עדכון');
  });

  it('pages 10 at a time and counts the done ones among the newest 500 of a busy installer', async () => {
    const many = Array.from({ length: 650 }, (_, index) =>
      card(1000 - index, index % 10 < 3 ? installerStatuses.done : installerStatuses.collected),
    );
    requests = serveCards(many);
    const user = setupUser();
    renderInstaller();
    await user.click(screen.getByTestId('user-tab-installationsPerformed'));

    expect((await screen.findByTestId('installations-done-count')).textContent).toBe(
      'כרטיסי עבודה: 650 · בוצעו 150 מתוך 500 האחרונים',
    );
    expect(listCalls('100').map((request) => request.url.searchParams.get('page'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(screen.getByTestId('installation-1000')).toBeTruthy();
    await user.click(screen.getByTestId('pagination-next'));
    expect(await screen.findByTestId('installation-990')).toBeTruthy();
    expect(query(listCalls('10').at(-1))).toMatchObject({ page: '1', person: installer._id });

    // Jumping to a page submits the pager's own form, never the person's record around it.
    await user.type(screen.getByTestId('pagination-jump'), '5{Enter}');
    expect(await screen.findByTestId('installation-960')).toBeTruthy();
    expect(
      requests.filter((request) => request.path.startsWith('/users/') && request.method !== 'GET'),
    ).toEqual([]);
    expect(screen.queryByText(i18next.t('validation.fillRequired'))).toBeNull();
  });

  it('says the installer has no work cards', async () => {
    requests = serveCards([]);
    const user = setupUser();
    renderInstaller();
    await user.click(screen.getByTestId('user-tab-installationsPerformed'));
    expect((await screen.findByTestId('table-empty')).textContent).toBe('לא הוקצו למתקין זה כרטיסי עבודה.');
    expect(screen.queryByTestId('installations-done-count')).toBeNull();
  });

  it('asks nothing for an installer not saved yet', async () => {
    requests = serve();
    const user = setupUser();
    renderInstaller('create');
    await user.click(screen.getByTestId('user-tab-installationsPerformed'));
    expect(screen.getByTestId('installations-tab-unsaved')).toBeTruthy();
    expect(requests.filter((request) => request.path === '/doc/getAllDocs')).toHaveLength(0);
  });
});
