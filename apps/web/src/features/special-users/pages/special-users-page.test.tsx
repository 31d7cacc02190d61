import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SpecialUser } from '@tg/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { SpecialUsersPage } from './special-users-page';

const people: SpecialUser[] = [
  {
    _id: '0b9d5f7e-3c0a-4d7e-9a52-6f1c2b3a4d5e',
    name: 'Dana Levi',
    phone: '+972501234567',
    roles: ['customer'],
    allowStaffPhone: false,
  },
  {
    _id: '1c8e6a8f-4d1b-4e8f-8b63-7a2d3c4b5e6f',
    name: 'Yossi Cohen',
    phone: '+972521112223',
    roles: ['agent', 'installer'],
    allowStaffPhone: true,
  },
];

let requests: { method: string; url: URL; body: unknown }[] = [];

function serve(handler: (method: string, url: URL) => Response) {
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

beforeEach(() => {
  requests = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('special-users page', () => {
  it('lists the first page of 15 and shows "displayed N of total"', async () => {
    serve(() => json({ items: people, total: 2, totalPages: 1 }));
    renderWithProviders(
      <MemoryRouter>
        <SpecialUsersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId(`row-${people[0]?._id}`)).toBeTruthy();
    expect(screen.getByText('Yossi Cohen')).toBeTruthy();
    // Roles and the staff flag by their translated names; no code column.
    const yossi = screen.getByTestId(`row-${people[1]?._id}`);
    expect(yossi.textContent).toContain(
      `${i18next.t('common.roles.agent')}, ${i18next.t('common.roles.installer')}`,
    );
    expect(yossi.textContent).toContain(i18next.t('special-users.flag.yes'));
    expect(screen.getByText(i18next.t('special-users.columns.roles'))).toBeTruthy();
    expect(screen.queryByText(i18next.t('special-users.form.code'))).toBeNull();
    const list = requests.find((request) => request.url.pathname.endsWith('/getData'));
    expect(list?.url.searchParams.get('page')).toBe('1');
    expect(list?.url.searchParams.get('limit')).toBe('15');
    expect(list?.url.searchParams.has('name')).toBe(false);
    expect(screen.getByTestId('pagination-displayed').textContent).toBe(
      i18next.t('ui.pagination.displayed', { shown: 2, total: 2 }),
    );
  });

  it('searches by name from 3 characters and asks for more on a short submit', async () => {
    serve(() => json({ items: people, total: 2, totalPages: 1 }));
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter>
        <SpecialUsersPage />
      </MemoryRouter>,
    );
    await screen.findByText('Dana Levi');

    await user.type(screen.getByTestId('special-users-search'), 'da{Enter}');
    expect(await screen.findByTestId('input-required-dialog')).toBeTruthy();
    await user.click(screen.getByTestId('input-required-close'));

    await user.type(screen.getByTestId('special-users-search'), 'n');
    await waitFor(() =>
      expect(requests.some((request) => request.url.searchParams.get('name') === 'dan')).toBe(true),
    );
    expect(requests.some((request) => request.url.searchParams.get('name') === 'da')).toBe(false);
  });

  it('deletes after a confirmation naming the person', async () => {
    let items = people;
    serve((_method, url) => {
      if (url.pathname.endsWith('/deleteItem')) {
        items = items.slice(1);
        return json({ _id: people[0]?._id });
      }
      return json({ items, total: items.length, totalPages: 1 });
    });
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter>
        <SpecialUsersPage />
      </MemoryRouter>,
    );
    const row = await screen.findByTestId(`row-${people[0]?._id}`);

    await user.click(within(row).getByTestId('row-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('Dana Levi');
    await user.click(screen.getByTestId('confirm-yes'));

    expect(await screen.findByText(i18next.t('special-users.notices.deleted'))).toBeTruthy();
    const deletion = requests.find((request) => request.url.pathname.endsWith('/deleteItem'));
    expect(deletion).toMatchObject({ method: 'PATCH', body: { _id: people[0]?._id } });
    await waitFor(() => expect(screen.queryByText('Dana Levi')).toBeNull());
  });

  it('says "error loading data" and offers a retry when the list fails', async () => {
    serve(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderWithProviders(
      <MemoryRouter>
        <SpecialUsersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('table-error')).toBeTruthy();
    expect(screen.getAllByText(i18next.t('special-users.notices.loadError')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('table-retry')).toBeTruthy();
  });

  it('opens the edit dialog for the row', async () => {
    serve(() => json({ items: people, total: 2, totalPages: 1 }));
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter>
        <SpecialUsersPage />
      </MemoryRouter>,
    );
    const row = await screen.findByTestId(`row-${people[1]?._id}`);
    await user.click(within(row).getByTestId('row-edit'));
    const name = (await screen.findByTestId('special-user-name')) as HTMLInputElement;
    expect(name.value).toBe('Yossi Cohen');
    expect(name.disabled).toBe(true);
  });
});
