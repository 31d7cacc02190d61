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
    const status = url.searchParams.get('generalStatus');
    const matching = status ? all.filter((doc) => doc.generalStatus.status === status) : all;
    const count = status ? matching.length : total;
    const docs = matching.slice(page * limit, (page + 1) * limit);
    return json({ docs, total: count, totalPages: Math.ceil(count / limit) });
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
  it('lists the installer’s finished work cards, counts them, and opens a card', async () => {
    const closedDone = card(39, installerStatuses.done, { status: false });
    requests = serveCards([done, failed, collected, closedDone]);
    const user = setupUser();
    renderInstaller();
    await user.click(screen.getByTestId('user-tab-installationsPerformed'));

    const row = await screen.findByTestId('installation-42');
    expect(query(listCalls('10')[0])).toEqual({
      category: 'workCard',
      person: installer._id,
      generalStatus: installerStatuses.done,
      page: '0',
      limit: '10',
    });
    for (const text of ['42', '12/03/2026', 'חקלאות הגליל', 'עפולה']) {
      expect(row.textContent, text).toContain(text);
    }
    expect(within(row).getByTestId('general-status').textContent).toBe('בוצע');
    // Failed and collected cards are not installations performed.
    expect(screen.queryByTestId('installation-41')).toBeNull();
    expect(screen.queryByTestId('installation-40')).toBeNull();
    expect((await screen.findByTestId('installations-done-count')).textContent).toBe('התקנות שבוצעו: 2');
    expect(screen.queryByTestId('pagination-next')).toBeNull();

    // A closed card opens to be read; an open one to be edited.
    await user.click(screen.getByTestId('installation-39'));
    const viewing = await screen.findByTestId('document-modal');
    expect(within(viewing).getByRole('heading', { level: 2 }).textContent).toContain('39');
    expect(within(viewing).queryByTestId('doc-save')).toBeNull();
    await user.click(within(viewing).getByTestId('doc-exit'));
    await waitFor(() => expect(screen.queryByTestId('document-modal')).toBeNull());

    await user.click(row);
    const editing = await screen.findByTestId('document-modal');
    expect(within(editing).getByRole('heading', { level: 2 }).textContent).toContain('42');
    expect(within(editing).getByTestId('doc-save').textContent).toBe('עדכון');
  });

  it('pages 10 at a time through a busy installer’s installations', async () => {
    const many = Array.from({ length: 65 }, (_, index) => card(1000 - index, installerStatuses.done));
    requests = serveCards(many);
    const user = setupUser();
    renderInstaller();
    await user.click(screen.getByTestId('user-tab-installationsPerformed'));

    expect((await screen.findByTestId('installations-done-count')).textContent).toBe('התקנות שבוצעו: 65');
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

  it('says the installer has no finished installations yet', async () => {
    requests = serveCards([collected]);
    const user = setupUser();
    renderInstaller();
    await user.click(screen.getByTestId('user-tab-installationsPerformed'));
    expect((await screen.findByTestId('table-empty')).textContent).toBe('המתקין עדיין לא סיים התקנות.');
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
