import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { NotificationsList } from '@tg/domain';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../app/i18n';
import { stubWindowWidth } from '../../../ui/test-media';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { notificationTime } from './notification-text';
import { NotificationsBell } from './notifications-bell';

const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
const sample = (): NotificationsList => ({
  unread: 2,
  items: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      kind: 'serviceCallAwaitingApproval',
      params: { number: 'SC-1A2B3C4D', name: 'משה כהן' },
      link: '/dashboard/worker/services/serviceCall?search=SC-1A2B3C4D',
      createdAt: hourAgo,
      readAt: null,
    },
    {
      _id: '22222222-2222-4222-8222-222222222222',
      kind: 'stockTransferIn',
      params: { count: 3, catalogNumber: 'W-100', warehouse: 'בית עוזיאל' },
      link: '/dashboard/storekeeper/stock/warehouses',
      createdAt: hourAgo,
      readAt: null,
    },
    {
      _id: '33333333-3333-4333-8333-333333333333',
      kind: 'documentAssigned',
      params: { category: 'workCard', number: 1042, name: 'דנה לוי' },
      link: '/dashboard/worker/doc/workCard?doc=1042',
      createdAt: '2026-03-05T08:07:00.000Z',
      readAt: '2026-03-05T09:00:00.000Z',
    },
  ],
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the bell's calls from a list the test holds; marking changes it, as the server would. */
function serveNotifications(list: NotificationsList) {
  const sent: Sent[] = [];
  const preferences = { sms: false, email: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method: init.method ?? 'GET', path: url.pathname, body });
      const marking =
        url.pathname === '/api/notifications/markAllRead'
          ? list.items.map((item) => item._id)
          : url.pathname === '/api/notifications/markRead'
            ? (body as { ids: string[] }).ids
            : [];
      for (const item of list.items) if (marking.includes(item._id)) item.readAt ??= new Date().toISOString();
      list.unread = list.items.filter((item) => !item.readAt).length;
      if (url.pathname === '/api/notifications/preferences') {
        if (init.method === 'PATCH') Object.assign(preferences, body);
        return new Response(JSON.stringify(preferences), { status: 200 });
      }
      const answer =
        url.pathname === '/api/notifications' ? list : { updated: marking.length, unread: list.unread };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return sent;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderTopBar(compact = false) {
  return renderSignedIn(
    <>
      <NotificationsBell compact={compact} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { role: 'worker', path: '/dashboard/worker/main' },
  );
}

/** The text a person reads: without the invisible marks that isolate numbers and names. */
const read = (element: Element) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notifications bell', () => {
  it('shows the unread count on the badge and in its name', async () => {
    serveNotifications(sample());
    renderTopBar();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    expect(screen.getByRole('button', { name: 'התראות, שתי התראות שלא נקראו' })).toBeTruthy();
  });

  it('opens the list with translated texts, unread ones marked, and the time', async () => {
    serveNotifications(sample());
    const user = setupUser();
    renderTopBar();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    await user.click(screen.getByTestId('notifications-open'));
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
    expect(read(items[0] as Element)).toContain('קריאת שירות SC-1A2B3C4D של משה כהן ממתינה לאישור');
    expect(read(items[0] as Element)).toContain('לא נקראה');
    expect(read(items[1] as Element)).toContain('הועברו 3 יחידות של W-100 למחסן בית עוזיאל');
    expect(read(items[2] as Element)).toContain('כרטיס עבודה 1042 הוקצה לך');
    expect(read(items[2] as Element)).toContain(
      notificationTime(i18next.t, '2026-03-05T08:07:00.000Z', 'he'),
    );
    expect(read(items[2] as Element)).not.toContain('לא נקראה');
  });

  it('marks one read and goes to what it is about when clicked', async () => {
    const sent = serveNotifications(sample());
    const user = setupUser();
    renderTopBar();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    await user.click(screen.getByTestId('notifications-open'));
    await user.click((await screen.findAllByTestId('notification'))[0] as Element);

    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/dashboard/worker/services/serviceCall?search=SC-1A2B3C4D',
      ),
    );
    expect(sent.find((call) => call.path === '/api/notifications/markRead')).toEqual({
      method: 'POST',
      path: '/api/notifications/markRead',
      body: { ids: ['11111111-1111-4111-8111-111111111111'] },
    });
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('1'));
    await waitFor(() => expect(screen.queryByTestId('notifications-list')).toBeNull());
  });

  it('marks all read, by keyboard too', async () => {
    const sent = serveNotifications(sample());
    const user = setupUser();
    renderTopBar();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    screen.getByTestId('notifications-open').focus();
    await user.keyboard('{Enter}');
    const markAll = await screen.findByTestId('notifications-mark-all');
    markAll.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent.some((call) => call.path === '/api/notifications/markAllRead')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').map((item) => item.getAttribute('data-unread'))).toEqual([
        'false',
        'false',
        'false',
      ]),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('notifications-list')).toBeNull());
    // Focus returns to the bell, which now says nothing is new.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'התראות, אין חדשות' }));
  });

  it('says when there is nothing, fills a phone screen and closes by its button there', async () => {
    stubWindowWidth(390);
    serveNotifications({ items: [], unread: 0 });
    const user = setupUser();
    renderTopBar(true);
    await user.click(screen.getByTestId('notifications-open'));
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe('אין התראות');
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByRole('heading', { name: 'התראות' })).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'סגירת ההתראות' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-empty')).toBeNull());
  });

  it('lets the person opt in to SMS for the same notifications', async () => {
    const sent = serveNotifications(sample());
    const user = setupUser();
    renderTopBar();
    await user.click(screen.getByTestId('notifications-open'));
    const sms = (await screen.findByRole('switch', { name: 'SMS' })) as HTMLInputElement;
    await waitFor(() => expect(sms.disabled).toBe(false));
    expect(sms.checked).toBe(false);
    await user.click(sms);
    await waitFor(() => expect(sms.checked).toBe(true));
    expect(sent.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/notifications/preferences',
      body: { sms: true },
    });
    expect((screen.getByRole('switch', { name: 'דוא"ל' }) as HTMLInputElement).checked).toBe(false);
  });

  it('speaks the user’s language', async () => {
    serveNotifications(sample());
    await switchLanguage('en');
    const user = setupUser();
    renderTopBar();
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const items = await screen.findAllByTestId('notification');
    expect(read(items[0] as Element)).toContain('Service call SC-1A2B3C4D for משה כהן awaits approval');
    expect(read(items[1] as Element)).toContain('3 units of W-100 were moved to warehouse בית עוזיאל');
    expect(read(items[2] as Element)).toContain('Work card 1042 was assigned to you');
  });
});
