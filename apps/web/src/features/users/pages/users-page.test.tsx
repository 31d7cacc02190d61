import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role, User } from '@tg/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { sampleUser } from '../test/sample-users';
import { UsersPage } from './users-page';

const dana = sampleUser();
const yossi = sampleUser({
  _id: '1c8e6a8f-4d1b-4e8f-8b63-7a2d3c4b5e6f',
  userInformation: {
    ...dana.userInformation,
    name: 'Yossi Cohen',
    userId: '22334455',
    phoneNumber: '+972521112223',
  },
  machines: [],
});

let requests: { method: string; url: URL; body: unknown }[] = [];

function serve(handler: (method: string, url: URL) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return handler(method, url);
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const page = (users: User[]) => json({ users, total: users.length, totalPages: 1 });
const listRequests = () => requests.filter((request) => request.url.pathname === '/api/users/getData');

function renderAt(
  path: string,
  { role = 'worker' as Role, picker }: { role?: Role; picker?: (user: User) => void } = {},
) {
  return renderSignedIn(
    <Routes>
      <Route path="/users/:role" element={<UsersPage picker={picker ? { onPick: picker } : undefined} />} />
    </Routes>,
    { role, path },
  );
}

beforeEach(async () => {
  requests = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users page', () => {
  it('lists the first 10 customers with local phones and their machines', async () => {
    serve(() => page([dana, yossi]));
    renderAt('/users/customer');
    const row = await screen.findByTestId(`row-${dana._id}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('לקוחות');
    expect(row.textContent).toContain('0501234567');
    expect(row.textContent).toContain('JD6155R0001');
    expect(row.textContent).toContain('1234567');
    const [first] = listRequests();
    expect(first?.url.searchParams.get('role')).toBe('customer');
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(first?.url.searchParams.get('limit')).toBe('10');
    expect(screen.getByTestId('users-add')).toBeTruthy();
  });

  it('shows not-found for a role that is not one of the seven, and loads nothing', async () => {
    serve(() => page([]));
    renderAt('/users/admin');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(listRequests()).toEqual([]);
  });

  it('searches by chassis number from 3 characters, trimmed, and asks for more below that', async () => {
    serve(() => page([dana]));
    const user = setupUser();
    renderAt('/users/customer');
    await screen.findByTestId(`row-${dana._id}`);

    await user.type(screen.getByTestId('users-search-vinNumber'), 'JD{Enter}');
    const notice = await screen.findByTestId('input-required-dialog');
    expect(notice.textContent).toContain('אנא הזן יותר מ-2 תווים לחיפוש');
    await user.click(screen.getByTestId('input-required-close'));
    expect(listRequests().some((request) => request.url.searchParams.has('vinNumber'))).toBe(false);

    await user.type(screen.getByTestId('users-search-vinNumber'), '6 ');
    await waitFor(() =>
      expect(listRequests().some((request) => request.url.searchParams.get('vinNumber') === 'JD6')).toBe(
        true,
      ),
    );
    const last = listRequests().at(-1);
    expect(last?.url.searchParams.get('page')).toBe('1');
  });

  it('offers no machine search outside customers', async () => {
    serve(() => page([dana]));
    renderAt('/users/supplier');
    await screen.findByTestId(`row-${dana._id}`);
    for (const field of ['name', 'userId', 'phoneNumber', 'email']) {
      expect(screen.getByTestId(`users-search-${field}`), field).toBeTruthy();
    }
    expect(screen.queryByTestId('users-search-vinNumber')).toBeNull();
    expect(screen.queryByTestId('users-search-tractorNumber')).toBeNull();
  });

  it('deletes after a confirmation naming the person', async () => {
    let users = [dana, yossi];
    serve((_method, url) => {
      if (url.pathname.endsWith('/deleteItem')) {
        users = users.filter((user) => user._id !== dana._id);
        return json({ _id: dana._id });
      }
      return page(users);
    });
    const user = setupUser();
    renderAt('/users/customer');
    const row = await screen.findByTestId(`row-${dana._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('האם אתה בטוח');
    expect(confirm.textContent).toContain('Dana Levi');
    await user.click(screen.getByTestId('confirm-yes'));

    expect(await screen.findByText('משתמש נמחק בהצלחה')).toBeTruthy();
    const deletion = requests.find((request) => request.url.pathname.endsWith('/deleteItem'));
    expect(deletion).toMatchObject({ method: 'PATCH', body: { _id: dana._id } });
    await waitFor(() => expect(screen.queryByTestId(`row-${dana._id}`)).toBeNull());
  });

  it('a failed delete says so in the spec’s words', async () => {
    serve((_method, url) =>
      url.pathname.endsWith('/deleteItem')
        ? json({ error: { code: 'INTERNAL', message: 'boom' } }, 500)
        : page([dana]),
    );
    const user = setupUser();
    renderAt('/users/customer');
    await user.click(within(await screen.findByTestId(`row-${dana._id}`)).getByTestId('row-delete'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('שגיאה במחיקת משתמש')).toBeTruthy();
  });

  it('shows workers’ visibility at once and puts it back when the server refuses', async () => {
    const worker = sampleUser({ role: 'worker', visibility: true, machines: [] });
    let answerVisibility: (response: Response) => void = () => {};
    serve((_method, url) =>
      url.pathname.endsWith('/updateVisibility')
        ? new Promise<Response>((resolve) => {
            answerVisibility = resolve;
          })
        : page([worker]),
    );
    const user = setupUser();
    renderAt('/users/worker');
    const checkbox = (await screen.findByTestId(`visibility-${worker._id}`)) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    await user.click(checkbox);
    await waitFor(() =>
      expect((screen.getByTestId(`visibility-${worker._id}`) as HTMLInputElement).checked).toBe(false),
    );
    expect(requests.find((request) => request.url.pathname.endsWith('/updateVisibility'))?.body).toEqual({
      _id: worker._id,
      visibility: false,
    });
    answerVisibility(json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    await waitFor(() =>
      expect((screen.getByTestId(`visibility-${worker._id}`) as HTMLInputElement).checked).toBe(true),
    );
    expect(await screen.findByText(i18next.t('users.visibility.error', { name: 'Dana Levi' }))).toBeTruthy();
  });

  it('opens the create dialog from the add button, and the view dialog without save', async () => {
    serve(() => page([dana]));
    const user = setupUser();
    renderAt('/users/agent');
    await user.click(await screen.findByTestId('users-add'));
    expect(await screen.findByTestId('user-dialog')).toBeTruthy();
    expect(screen.getByTestId('user-tab-subUsers')).toBeTruthy();
    await user.click(screen.getByTestId('dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('user-dialog')).toBeNull());

    await user.click(within(screen.getByTestId(`row-${dana._id}`)).getByTestId('row-view'));
    expect(await screen.findByTestId('user-dialog')).toBeTruthy();
    expect(screen.queryByTestId('dialog-save')).toBeNull();
  });

  it('in picker mode hides the row actions and the add button, and a row click picks', async () => {
    serve(() => page([dana, yossi]));
    const onPick = vi.fn();
    const user = setupUser();
    renderAt('/users/customer', { picker: onPick });
    const row = await screen.findByTestId(`row-${yossi._id}`);
    expect(screen.queryByTestId('users-add')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('row-delete')).toBeNull();
    await user.click(row);
    expect(onPick).toHaveBeenCalledWith(yossi);
  });

  it('hides delete from an agent, who may not delete', async () => {
    serve(() => page([dana]));
    renderAt('/users/customer', { role: 'agent' });
    const row = await screen.findByTestId(`row-${dana._id}`);
    expect(within(row).getByTestId('row-edit')).toBeTruthy();
    expect(within(row).queryByTestId('row-delete')).toBeNull();
  });
});
