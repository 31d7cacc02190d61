import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDisplayDate, type InstallerRoute, todayIso } from '@tg/domain';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { failure, json, type RecordedRequest, serve } from '../../document-tasks/test/serve';
import { collected, done, failed, installerIds, installerRoute, routeCard } from '../test/fixtures';
import { InstallerRoutesPage } from './installer-routes-page';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** getInstallerRoutes answering `routes` for every day (or what `byDay` says for a day). */
function serveRoutes(
  routes: InstallerRoute[],
  byDay: Record<string, Response | InstallerRoute[]> = {},
): RecordedRequest[] {
  return serve((_method, path, body) => {
    if (path === '/users/getInstallerRoutes') {
      const answer = byDay[(body as { timeRange: string }).timeRange] ?? routes;
      return answer instanceof Response ? answer : json({ installerRoutes: answer });
    }
    if (path === '/geo/mapSettings') return json({ tileUrl: null, attribution: '' });
    return undefined;
  });
}

const routeCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/users/getInstallerRoutes').map((request) => request.body);

const board = [
  installerRoute(installerIds.avi, 'אבי מזרחי', {
    yesterdayWorkCards: [routeCard(101, { generalStatus: done }), routeCard(102)],
    todayWorkCards: [routeCard(103, { generalStatus: done }), routeCard(104, { generalStatus: done })],
  }),
  installerRoute(installerIds.bella, 'בלה כץ', {
    todayWorkCards: [routeCard(105, { generalStatus: done }), routeCard(106, { generalStatus: failed })],
    tomorrowWorkCards: [routeCard(107, { generalStatus: collected })],
  }),
];

/** The address the page keeps (what a reload would open). */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderPage(day = '05-01-2026') {
  return renderSignedIn(
    <>
      <InstallerRoutesPage />
      <Address />
    </>,
    { role: 'worker', path: `/?day=${day}` },
  );
}

describe('installer routes dashboard', () => {
  it("shows each installer's done/total for the three days and the overall mean of the day", async () => {
    const requests = serveRoutes(board);
    renderPage();

    const avi = await screen.findByTestId(`installer-${installerIds.avi}`);
    expect(routeCalls(requests)).toEqual([{ timeRange: '05/01/2026' }]);
    expect(within(avi).getByRole('heading', { name: 'אבי מזרחי' })).toBeTruthy();
    expect(within(avi).getByTestId('progress-yesterday-figure').textContent).toBe('1/2');
    expect(within(avi).getByTestId('progress-day-figure').textContent).toBe('2/2');
    // Everything done: the installer's bar turns green.
    expect(within(avi).getByTestId('progress-day-bar').className).toContain('colorSuccess');
    expect(within(avi).getByTestId('progress-yesterday-bar').className).not.toContain('colorSuccess');
    expect(within(avi).getByTestId('progress-tomorrow-empty').textContent).toBe('לא נמצאו כרטיסי עבודה');
    expect(within(avi).getByTestId('progress-yesterday').textContent).toContain('04/01/2026');
    expect(within(avi).getByTestId('progress-tomorrow').textContent).toContain('06/01/2026');

    const bella = screen.getByTestId(`installer-${installerIds.bella}`);
    expect(within(bella).getByTestId('progress-day-figure').textContent).toBe('1/2');
    expect(within(bella).getByTestId('progress-tomorrow-figure').textContent).toBe('0/1');

    // Mean of 100% and 50%; not green below 100.
    expect(screen.getByTestId('routes-overall-figure').textContent).toBe('75%');
    const overall = screen.getByTestId('routes-overall-bar');
    expect(overall.getAttribute('aria-valuenow')).toBe('75');
    expect(overall.className).not.toContain('colorSuccess');
  });

  it('turns the overall bar green when every installer is done', async () => {
    serveRoutes([board[0] as InstallerRoute]);
    renderPage();
    expect((await screen.findByTestId('routes-overall-figure')).textContent).toBe('100%');
    expect(screen.getByTestId('routes-overall-bar').className).toContain('colorSuccess');
  });

  it('asks for the day before and after, keeps the day in the address, and comes back to today', async () => {
    const requests = serveRoutes(board);
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`installer-${installerIds.avi}`);
    expect(screen.queryByTestId('routes-today-badge')).toBeNull();
    expect((screen.getByTestId('routes-day') as HTMLInputElement).value).toBe('05/01/2026');

    await user.click(screen.getByTestId('routes-next-day'));
    await waitFor(() => expect(routeCalls(requests).at(-1)).toEqual({ timeRange: '06/01/2026' }));
    expect((screen.getByTestId('routes-day') as HTMLInputElement).value).toBe('06/01/2026');
    expect(screen.getByTestId('address').textContent).toBe('?day=06-01-2026');

    await user.click(screen.getByTestId('routes-previous-day'));
    await user.click(screen.getByTestId('routes-previous-day'));
    await waitFor(() => expect(routeCalls(requests).at(-1)).toEqual({ timeRange: '04/01/2026' }));

    await user.click(screen.getByTestId('routes-go-today'));
    const today = formatDisplayDate(todayIso());
    await waitFor(() => expect(routeCalls(requests).at(-1)).toEqual({ timeRange: today }));
    expect(screen.getByTestId('routes-today-badge').textContent).toBe('היום');
  });

  it('says there are no routes for a day without any', async () => {
    serveRoutes([]);
    renderPage();
    expect((await screen.findByTestId('routes-empty')).textContent).toBe('לא נמצאו מסלולים לתאריך שנבחר');
    expect(screen.queryByTestId('routes-overall')).toBeNull();
  });

  it('says loading failed and loads again on retry', async () => {
    let fail = true;
    serve((_method, path) => {
      if (path !== '/users/getInstallerRoutes') return undefined;
      return fail ? failure(500, 'INTERNAL') : json({ installerRoutes: board });
    });
    const user = setupUser();
    renderPage();
    expect((await screen.findByTestId('routes-error')).textContent).toContain(
      'אירעה שגיאה בטעינת נתוני המסלולים. אנא נסה שוב.',
    );
    fail = false;
    await user.click(screen.getByTestId('routes-retry'));
    expect(await screen.findByTestId(`installer-${installerIds.avi}`)).toBeTruthy();
    expect(screen.queryByTestId('routes-error')).toBeNull();
  });

  it("opens an installer's route by double-click and by the edit button", async () => {
    serveRoutes(board);
    const user = setupUser();
    renderPage();
    const bella = await screen.findByTestId(`installer-${installerIds.bella}`);

    fireEvent.doubleClick(bella);
    const modal = await screen.findByTestId('route-modal');
    expect(screen.getByTestId('address').textContent).toBe(`?day=05-01-2026&installer=${installerIds.bella}`);
    expect(within(modal).getByRole('heading', { name: /המסלול של בלה כץ/ }).textContent).toContain(
      '05/01/2026',
    );
    expect(within(modal).getByTestId('route-card-105')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'סגירה' }));
    await waitFor(() => expect(screen.queryByTestId('route-modal')).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe('?day=05-01-2026');

    await user.click(
      within(screen.getByTestId(`installer-${installerIds.avi}`)).getByTestId('installer-edit'),
    );
    expect(
      await within(await screen.findByTestId('route-modal')).findByTestId('route-card-103'),
    ).toBeTruthy();
  });
});
