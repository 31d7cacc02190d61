import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SavedFilter } from '@tg/domain';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../app/i18n';
import { renderSignedIn } from '../test-signed-in';
import { setupUser } from '../test-user';
import { SavedFiltersMenu } from './saved-filters-menu';

const mine: SavedFilter = {
  _id: '0b7a4f8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  screen: 'subscriptions',
  name: 'ממתינים',
  query: 'status=pending',
  shared: false,
  mine: true,
  ownerName: 'Dana Levi',
  createdAt: '2026-11-28T08:00:00.000Z',
};
const teams: SavedFilter = {
  ...mine,
  _id: '1c8b5a9f-2d3e-4f60-9b0c-1d2e3f4a5b6c',
  name: 'של יוסי',
  query: 'search=123&status=active',
  shared: true,
  mine: false,
  ownerName: 'יוסי',
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API holding the filters; records what was sent and answers like the server. */
function serveFilters(initial: SavedFilter[], createAnswer?: () => Response) {
  let items = [...initial];
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method: init.method ?? 'GET', path: url.pathname, body });
      if (url.pathname === '/api/savedFilters/getFilters') return Response.json({ items });
      if (url.pathname === '/api/savedFilters/createFilter') {
        if (createAnswer) return createAnswer();
        const created = { ...mine, _id: '2d9c6b0a-3e4f-4a71-8c1d-2e3f4a5b6c7d', ...body, mine: true };
        items = [...items, created];
        return Response.json(created, { status: 201 });
      }
      if (url.pathname === '/api/savedFilters/deleteFilter') {
        items = items.filter((item) => item._id !== body._id);
        return Response.json({ _id: body._id, deleted: true });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: url.pathname } }, { status: 404 });
    }),
  );
  return sent;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderMenu(path: string, role: 'worker' | 'customer' = 'worker') {
  return renderSignedIn(
    <>
      <SavedFiltersMenu screen="subscriptions" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { role, path },
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('saved filters', () => {
  it('lists own and team filters and opening one puts its query in the address', async () => {
    serveFilters([mine, teams]);
    const user = setupUser();
    renderMenu('/dashboard/worker/services/insurance');
    await user.click(screen.getByTestId('saved-filters-button'));
    const items = await screen.findAllByTestId('saved-filter-item');
    expect(items.map((item) => item.textContent)).toEqual(['ממתינים', 'של יוסישותף על ידי יוסי']);
    // Only the person who saved a filter may delete it.
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'מחק את ממתינים' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(items[1] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('?search=123&status=active');
  });

  it('saves the filter on screen without its page, shared when asked', async () => {
    const sent = serveFilters([]);
    const user = setupUser();
    renderMenu('/dashboard/worker/services/insurance?status=pending&page=3&search=77');
    await user.click(screen.getByTestId('saved-filters-button'));
    expect(await screen.findByText('עדיין אין מסננים שמורים במסך הזה')).toBeTruthy();
    await user.click(screen.getByTestId('saved-filters-save-current'));
    await user.type(screen.getByTestId('saved-filter-name'), ' החודש ');
    await user.click(screen.getByRole('checkbox', { name: 'שתף עם הצוות שלי' }));
    await user.click(screen.getByTestId('saved-filter-save'));

    await waitFor(() => expect(screen.queryByTestId('saved-filter-name')).toBeNull());
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/savedFilters/createFilter',
      body: { screen: 'subscriptions', name: 'החודש', shared: true, query: 'search=77&status=pending' },
    });
    expect(await screen.findByText('המסנן "החודש" נשמר')).toBeTruthy();
  });

  it('keeps what was typed and says so next to the name when the name is taken', async () => {
    serveFilters([mine], () =>
      Response.json(
        {
          error: { code: 'CONFLICT', message: 'taken', fields: { name: 'validation.savedFilterNameTaken' } },
        },
        { status: 409 },
      ),
    );
    const user = setupUser();
    renderMenu('/x?status=pending');
    await user.click(screen.getByTestId('saved-filters-button'));
    await user.click(await screen.findByTestId('saved-filters-save-current'));
    await user.type(screen.getByTestId('saved-filter-name'), 'ממתינים');
    await user.click(screen.getByTestId('saved-filter-save'));

    expect(await screen.findByText('כבר שמרת מסנן בשם הזה במסך הזה')).toBeTruthy();
    expect((screen.getByTestId('saved-filter-name') as HTMLInputElement).value).toBe('ממתינים');
  });

  it('offers nothing to save while the screen shows no filter, and no sharing to a customer', async () => {
    serveFilters([]);
    const user = setupUser();
    const { unmount } = renderMenu('/x?page=2');
    await user.click(screen.getByTestId('saved-filters-button'));
    expect((await screen.findByTestId('saved-filters-save-current')).getAttribute('aria-disabled')).toBe(
      'true',
    );
    unmount();

    renderMenu('/x?status=active', 'customer');
    await user.click(screen.getByTestId('saved-filters-button'));
    await user.click(await screen.findByTestId('saved-filters-save-current'));
    expect(screen.getByTestId('saved-filter-name')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('deletes an own filter only after confirmation', async () => {
    const sent = serveFilters([mine]);
    const user = setupUser();
    renderMenu('/x');
    await user.click(screen.getByTestId('saved-filters-button'));
    await user.click(await screen.findByRole('button', { name: 'מחק את ממתינים' }));
    expect(sent.some((request) => request.path.endsWith('deleteFilter'))).toBe(false);
    await user.click(screen.getByTestId('confirm-yes'));
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('deleteFilter'))?.body).toEqual({ _id: mine._id }),
    );
    expect(await screen.findByText('המסנן "ממתינים" נמחק')).toBeTruthy();
  });
});
