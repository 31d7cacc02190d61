import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchResult } from '@tg/domain';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../app/i18n';
import { stubWindowWidth } from '../../../ui/test-media';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, serve } from '../test/serve';
import { GlobalSearch } from './global-search';

const found: SearchResult = {
  groups: [
    {
      type: 'customers',
      items: [
        {
          _id: 'c1',
          title: 'משה כהן',
          subtitle: '123456782 · +972501234567',
          link: '/dashboard/worker/users/customer?userId=123456782',
        },
      ],
    },
    {
      type: 'subscriptions',
      items: [
        {
          _id: 's1',
          title: 'PI-1A2B3C4D',
          subtitle: 'משה כהן',
          link: '/dashboard/worker/services/insurance?policyNumber=PI-1A2B3C4D',
        },
      ],
    },
  ],
};

function serveSearch() {
  return serve((path, url) => {
    if (path !== '/api/search') return undefined;
    const q = url.searchParams.get('q') ?? '';
    return json(q.includes('משה') ? found : { groups: [] });
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderTopBar() {
  return renderSignedIn(
    <>
      <GlobalSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { role: 'worker', path: '/dashboard/worker/main' },
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the global search', () => {
  it('finds what is typed, grouped under the groups’ names, and Enter opens the marked record', async () => {
    const requests = serveSearch();
    const user = setupUser();
    renderTopBar();
    await user.click(screen.getByTestId('search-open'));
    const input = await screen.findByRole('combobox', { name: 'חיפוש' });
    expect(document.activeElement).toBe(input);
    await user.type(input, '  משה ');

    const dialog = screen.getByTestId('search-dialog');
    expect(await within(dialog).findByText('לקוחות')).toBeTruthy();
    expect(within(dialog).getByText('מנויים')).toBeTruthy();
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'משה כהן123456782 · +972501234567',
      'PI-1A2B3C4Dמשה כהן',
    ]);
    // The term is sent trimmed, once typing pauses.
    expect(
      requests
        .filter((request) => request.path === '/api/search')
        .at(-1)
        ?.search.get('q'),
    ).toBe('משה');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowDown}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');

    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/dashboard/worker/services/insurance?policyNumber=PI-1A2B3C4D',
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('search-dialog')).toBeNull());
  });

  it('says when nothing is found, and asks nothing for one character', async () => {
    const requests = serveSearch();
    const user = setupUser();
    renderTopBar();
    await user.click(screen.getByTestId('search-open'));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'x');
    expect(screen.getByText(/הקלידו לפחות 2 תווים/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests.some((request) => request.path === '/api/search')).toBe(false);

    await user.type(input, 'yz');
    expect((await screen.findByTestId('search-empty')).textContent).toBe('לא נמצאו תוצאות עבור „xyz”');
  });

  it('Ctrl+K (or ⌘K) opens the dialog from anywhere, and Esc closes it', async () => {
    serveSearch();
    const user = setupUser();
    renderTopBar();
    expect(screen.queryByTestId('search-dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(await screen.findByRole('combobox', { name: 'חיפוש' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('search-dialog')).toBeNull());

    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByTestId('search-dialog')).toBeTruthy();
  });

  it('fills a phone screen and offers a close button there, since a phone has no Esc key', async () => {
    stubWindowWidth(390);
    serveSearch();
    const user = setupUser();
    renderTopBar();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await user.click(await screen.findByRole('button', { name: 'סגירת החיפוש' }));
    await waitFor(() => expect(screen.queryByTestId('search-dialog')).toBeNull());
  });

  it('speaks the user’s language', async () => {
    serveSearch();
    await switchLanguage('en');
    const user = setupUser();
    renderTopBar();
    await user.click(screen.getByTestId('search-open'));
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'משה');
    expect(await screen.findByText('Customers')).toBeTruthy();
    expect(screen.getByText('Subscriptions')).toBeTruthy();
  });
});
