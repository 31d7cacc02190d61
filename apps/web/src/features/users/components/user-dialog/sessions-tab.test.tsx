import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role, UserSession } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleUser } from '../../test/sample-users';
import { UserDialog, type UserDialogProps } from './user-dialog';

const person = sampleUser({ role: 'worker' });
const laptop: UserSession = {
  _id: '11111111-1111-4111-8111-111111111111',
  startedAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-25T09:30:00.000Z',
  address: '10.0.0.7',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  current: false,
};
const phone: UserSession = {
  _id: '22222222-2222-4222-8222-222222222222',
  startedAt: '2026-11-24T18:00:00.000Z',
  lastUsedAt: '2026-11-24T18:05:00.000Z',
  address: null,
  userAgent: null,
  current: true,
};

let requests: { method: string; path: string; query: string; body: unknown }[] = [];
let sessions: UserSession[] = [];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, query: url.search, body });
      if (url.pathname === '/api/auth/sessions') return Response.json({ sessions });
      if (url.pathname === '/api/auth/sessions/revoke') {
        const ended = sessions.filter((session) => !body.sessionId || session._id === body.sessionId);
        sessions = sessions.filter((session) => !ended.includes(session));
        return Response.json({ revoked: ended.length });
      }
      return Response.json({ users: [], total: 0, totalPages: 0 });
    }),
  );
}

function renderDialog(viewer: Role, mode: UserDialogProps['mode'] = 'view') {
  // The record's role is a prop named like the ARIA attribute: spread, as the dialog's own tests do.
  const props: UserDialogProps = { open: true, mode, role: 'worker', onClose: vi.fn() };
  return renderSignedIn(<UserDialog {...props} user={mode === 'create' ? undefined : person} />, {
    role: viewer,
  });
}

const revokes = () => requests.filter((request) => request.path === '/api/auth/sessions/revoke');

beforeEach(async () => {
  requests = [];
  sessions = [laptop, phone];
  serve();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users dialog: sessions tab', () => {
  it.each(['worker', 'agent'] as const)('is not offered to a %s, and nothing is asked for', (viewer) => {
    renderDialog(viewer);
    expect(screen.queryByTestId('user-tab-sessions')).toBeNull();
    expect(requests.filter((request) => request.path.startsWith('/api/auth/sessions'))).toEqual([]);
  });

  it('is not offered on a record being created', () => {
    renderDialog('admin', 'create');
    expect(screen.queryByTestId('user-tab-sessions')).toBeNull();
  });

  it('shows the admin each session: browser, start, last use, address, and which one is theirs', async () => {
    const user = setupUser();
    renderDialog('admin');
    await user.click(screen.getByTestId('user-tab-sessions'));
    const row = await screen.findByTestId(`session-${laptop._id}`);
    expect(requests.some((request) => request.query === `?userId=${person._id}`)).toBe(true);
    expect(within(row).getByText('Chrome ב-Windows')).toBeTruthy();
    // Dates and the address are isolated left-to-right inside the Hebrew sentence.
    expect(row.textContent).toContain('\u206610.0.0.7\u2069');
    expect(row.textContent).toMatch(/\u2066\d{2}\/11\/2026 \d{2}:\d{2}\u2069/);
    const own = screen.getByTestId(`session-${phone._id}`);
    expect(within(own).getByText(i18next.t('users.sessions.current'))).toBeTruthy();
    expect(within(own).getByText(i18next.t('users.sessions.unknownBrowser'))).toBeTruthy();
    expect(own.textContent).toContain(i18next.t('users.sessions.unknownAddress'));
  });

  it('asks before ending one session, sends nothing on cancel, and ends only that one on confirm', async () => {
    const user = setupUser();
    renderDialog('admin', 'edit');
    await user.click(screen.getByTestId('user-tab-sessions'));
    await user.click(await screen.findByTestId(`session-end-${laptop._id}`));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByText(i18next.t('users.sessions.confirmOneTitle'))).toBeTruthy();
    await user.click(within(confirm).getByTestId('confirm-no'));
    expect(revokes()).toEqual([]);

    await user.click(screen.getByTestId(`session-end-${laptop._id}`));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(screen.queryByTestId(`session-${laptop._id}`)).toBeNull());
    expect(revokes().map((request) => request.body)).toEqual([{ userId: person._id, sessionId: laptop._id }]);
    expect(await screen.findByText(i18next.t('users.sessions.ended', { count: 1 }))).toBeTruthy();
    expect(screen.getByTestId(`session-${phone._id}`)).toBeTruthy();
  });

  it('ends every session after confirmation, warning the admin when their own is among them', async () => {
    const user = setupUser();
    renderDialog('admin');
    await user.click(screen.getByTestId('user-tab-sessions'));
    await user.click(await screen.findByTestId('sessions-end-all'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByText(i18next.t('users.sessions.confirmOwn'))).toBeTruthy();
    await user.click(within(confirm).getByTestId('confirm-yes'));
    expect(await screen.findByTestId('sessions-empty')).toBeTruthy();
    expect(revokes().map((request) => request.body)).toEqual([{ userId: person._id }]);
  });

  it('speaks each of the four languages', async () => {
    const user = setupUser();
    const labels = new Set<string>();
    for (const language of ['he', 'en', 'ar', 'ru'] as const) {
      await switchLanguage(language);
      const { unmount } = renderDialog('admin');
      await user.click(screen.getByTestId('user-tab-sessions'));
      expect(await screen.findByTestId('sessions-end-all')).toBeTruthy();
      labels.add(screen.getByTestId('sessions-end-all').textContent ?? '');
      labels.add(screen.getByTestId('user-tab-sessions').textContent ?? '');
      unmount();
    }
    expect(labels.size).toBe(8);
  });
});
