import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { InstallerRoute } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { failure, json, type RecordedRequest, sampleDocument, serve } from '../../document-tasks/test/serve';
import { InstallerRoutesPage } from '../pages/installer-routes-page';
import { collected, done, failed, installerIds, installerRoute, routeCard } from '../test/fixtures';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = '05/01/2026';
const address = (city: string) => ({
  city,
  neighborhood: 'הרצל',
  buildingNumber: '1',
  shippingDate: day,
  hour: '',
});

function aviRoute(): InstallerRoute {
  return installerRoute(installerIds.avi, 'אבי מזרחי', {
    todayWorkCards: [
      routeCard(201, { routeNumber: 1, generalStatus: collected, shippingAddress: address('חיפה') }),
      routeCard(202, {
        routeNumber: 2,
        generalStatus: done,
        shippingAddress: address('עכו'),
        userInformation: { name: 'רונית לוי' },
        comments: 'להתקשר לפני',
      }),
      routeCard(203, { routeNumber: 3, generalStatus: failed, shippingAddress: address('נהריה') }),
      routeCard(204, { routeNumber: 4, location: null, shippingAddress: address('כפר ורדים') }),
    ],
  });
}

type Handler = (path: string, body: Record<string, unknown>) => Response | undefined;

/** The board for Avi on 05/01/2026 and whatever else `handler` answers. */
function serveBoard(handler: Handler = () => undefined, routes: () => InstallerRoute[] = () => [aviRoute()]) {
  return serve((_method, path, body) => {
    const request = (body ?? {}) as Record<string, unknown>;
    const answered = handler(path, request);
    if (answered) return answered;
    if (path === '/users/getInstallerRoutes') return json({ installerRoutes: routes() });
    if (path === '/geo/mapSettings') return json({ tileUrl: null, attribution: '' });
    return undefined;
  });
}

const sent = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

async function openModal() {
  renderSignedIn(<InstallerRoutesPage />, {
    role: 'worker',
    path: `/?day=05-01-2026&installer=${installerIds.avi}`,
  });
  return screen.findByTestId('route-modal');
}

const shownCards = (modal: HTMLElement) =>
  within(modal)
    .queryAllByTestId(/^route-card-\d+$/)
    .map((card) => card.dataset.testid);

describe('route-planning modal', () => {
  it('lists the day in route order with what the installer needs, and filters by the tabs', async () => {
    serveBoard();
    const user = setupUser();
    const modal = await openModal();
    expect(shownCards(modal)).toEqual([
      'route-card-201',
      'route-card-202',
      'route-card-203',
      'route-card-204',
    ]);
    const card = within(modal).getByTestId('route-card-202');
    expect(within(card).getByTestId('route-card-customer').textContent).toBe('רונית לוי');
    expect(within(card).getByTestId('route-card-address').textContent).toBe('הרצל 1, עכו');
    expect(within(card).getByTestId('route-card-phone').getAttribute('href')).toBe('tel:+972527654321');
    expect(within(card).getByTestId('route-card-comments').textContent).toContain('להתקשר לפני');
    expect(within(card).getByText('פריטים: 2')).toBeTruthy();
    expect((within(card).getByTestId('route-number') as HTMLInputElement).value).toBe('2');
    expect(within(card).getByTestId('general-status').className).toContain('Success');

    expect(within(modal).getByTestId('route-tab-all').textContent).toBe('כל הכרטיסים (4)');
    expect(within(modal).getByTestId('route-tab-collected').textContent).toBe('בדרך (1)');
    expect(within(modal).getByTestId('route-tab-done').textContent).toBe('בוצע (1)');
    expect(within(modal).getByTestId('route-tab-failed').textContent).toBe('נכשל (1)');

    await user.click(within(modal).getByTestId('route-tab-done'));
    expect(shownCards(modal)).toEqual(['route-card-202']);
    await user.click(within(modal).getByTestId('route-tab-failed'));
    expect(shownCards(modal)).toEqual(['route-card-203']);
    await user.click(within(modal).getByTestId('route-tab-collected'));
    expect(shownCards(modal)).toEqual(['route-card-201']);
  });

  it('draws the located stops on the map and lists the one with no place under it', async () => {
    const requests = serveBoard();
    const modal = await openModal();
    const map = await within(modal).findByTestId('route-map');
    expect([...map.querySelectorAll('.route-stop')].map((marker) => marker.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(map.querySelectorAll('img')).toHaveLength(0);
    expect(within(modal).getByTestId('route-unlocated').textContent).toContain('204 · כפר ורדים');
    // Asked once whether there are tiles; nothing else leaves for the map.
    expect(sent(requests, '/geo/mapSettings')).toHaveLength(1);
  });

  it('saves a route number on Enter, and shows a taken number by its field keeping what was typed', async () => {
    const requests = serveBoard((path, body) => {
      if (path !== '/doc/updateItemByFields') return undefined;
      const { routeNumber } = body.fields as { routeNumber: number };
      return routeNumber === 3
        ? failure(409, 'CONFLICT', { routeNumber: 'validation.routeNumberTaken' })
        : json({ doc: sampleDocument('workCard', { docId: 201 }) });
    });
    const user = setupUser();
    const modal = await openModal();
    const card = within(modal).getByTestId('route-card-201');
    const input = within(card).getByTestId('route-number') as HTMLInputElement;

    await user.clear(input);
    await user.type(input, '3{Enter}');
    expect(await within(card).findByText('מספר המסלול כבר בשימוש בכרטיס אחר. בחר מספר אחר.')).toBeTruthy();
    expect(input.value).toBe('3');
    expect(sent(requests, '/doc/updateItemByFields')).toEqual([
      { category: 'workCard', docId: 201, fields: { routeNumber: 3 } },
    ]);

    await user.clear(input);
    await user.type(input, '7');
    await user.tab();
    await waitFor(() => expect(sent(requests, '/doc/updateItemByFields')).toHaveLength(2));
    expect(sent(requests, '/doc/updateItemByFields')[1]).toMatchObject({
      docId: 201,
      fields: { routeNumber: 7 },
    });
    await waitFor(() =>
      expect(within(card).queryByText('מספר המסלול כבר בשימוש בכרטיס אחר. בחר מספר אחר.')).toBeNull(),
    );
  });

  it('shows the best order with the saving, and applies it only once confirmed', async () => {
    let route = aviRoute();
    const requests = serveBoard(
      (path, body) => {
        if (path === '/routes/optimize')
          return json({
            order: [203, 201, 202, 204],
            distanceKm: 12.4,
            previousDistanceKm: 20,
            distanceBy: 'straightLine',
            unlocated: [204],
          });
        if (path === '/routes/applyOrder') {
          const order = body.order as number[];
          route = {
            ...route,
            todayWorkCards: order.map((docId, index) => ({
              ...(route.todayWorkCards.find(
                (card) => card.docId === docId,
              ) as InstallerRoute['todayWorkCards'][number]),
              routeNumber: index + 1,
            })),
          };
          return json({ installerRoute: route });
        }
        return undefined;
      },
      () => [route],
    );
    const user = setupUser();
    const modal = await openModal();

    await user.click(within(modal).getByTestId('planner-optimize'));
    expect(sent(requests, '/routes/optimize')).toEqual([{ installerId: installerIds.avi, date: day }]);
    const proposal = await within(modal).findByTestId('planner-proposal');
    expect(within(proposal).getByTestId('planner-saving').textContent).toBe(
      '12.4 ק״מ במקום 20 ק״מ (חיסכון של 7.6 ק״מ)',
    );
    expect(within(proposal).getByTestId('planner-distance-by').textContent).toBe(
      'לפי קו אווירי (לא הוגדר שירות ניתוב)',
    );
    expect(
      within(proposal)
        .getAllByTestId('planner-stop')
        .map((stop) => stop.textContent),
    ).toEqual([
      '203 · משה כהן · נהריה',
      '201 · משה כהן · חיפה',
      '202 · רונית לוי · עכו',
      '204 · משה כהן · כפר ורדים',
    ]);
    expect(within(proposal).getByTestId('planner-unlocated').textContent).toContain('204');

    // Asked first; saying no sends nothing.
    await user.click(within(proposal).getByTestId('planner-apply'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-no'));
    expect(sent(requests, '/routes/applyOrder')).toHaveLength(0);

    await user.click(within(proposal).getByTestId('planner-apply'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(sent(requests, '/routes/applyOrder')).toHaveLength(1));
    expect(sent(requests, '/routes/applyOrder')[0]).toEqual({
      installerId: installerIds.avi,
      date: day,
      order: [203, 201, 202, 204],
    });
    await waitFor(() =>
      expect(shownCards(modal)).toEqual([
        'route-card-203',
        'route-card-201',
        'route-card-202',
        'route-card-204',
      ]),
    );
    expect(within(modal).queryByTestId('planner-proposal')).toBeNull();
  });

  it('changes nothing when the proposal is cancelled', async () => {
    const requests = serveBoard((path) =>
      path === '/routes/optimize'
        ? json({
            order: [202, 201, 203, 204],
            distanceKm: 9,
            previousDistanceKm: 9,
            distanceBy: 'road',
            unlocated: [204],
          })
        : undefined,
    );
    const user = setupUser();
    const modal = await openModal();
    await user.click(within(modal).getByTestId('planner-optimize'));
    const proposal = await within(modal).findByTestId('planner-proposal');
    expect(within(proposal).getByTestId('planner-saving').textContent).toBe(
      'הסדר הנוכחי כבר הקצר ביותר: 9 ק״מ',
    );
    await user.click(within(proposal).getByTestId('planner-cancel'));
    expect(within(modal).queryByTestId('planner-proposal')).toBeNull();
    expect(sent(requests, '/routes/applyOrder')).toHaveLength(0);
    expect(shownCards(modal)).toEqual([
      'route-card-201',
      'route-card-202',
      'route-card-203',
      'route-card-204',
    ]);
  });

  it('opens a card as its work card in the documents modal, over the route', async () => {
    const requests = serveBoard((path) =>
      path === '/doc/getItemByFields'
        ? json({ items: [sampleDocument('workCard', { docId: 202 })] })
        : undefined,
    );
    const user = setupUser();
    const modal = await openModal();
    await user.click(within(within(modal).getByTestId('route-card-202')).getByTestId('route-card-open'));
    const documentModal = await screen.findByTestId('document-modal', {}, { timeout: 15_000 });
    expect(within(documentModal).getByRole('heading', { level: 2 }).textContent).toContain('202');
    expect(sent(requests, '/doc/getItemByFields')).toHaveLength(1);
    expect(screen.getByTestId('route-modal')).toBeTruthy();
  });

  it('says the work card could not be loaded when it cannot', async () => {
    serveBoard((path) => (path === '/doc/getItemByFields' ? failure(500, 'INTERNAL') : undefined));
    const user = setupUser();
    const modal = await openModal();
    await user.click(within(modal).getByTestId('route-card-203'));
    expect(await screen.findByText('אירעה שגיאה בטעינת כרטיס העבודה. אנא נסה שוב.')).toBeTruthy();
    expect(screen.queryByTestId('document-modal')).toBeNull();
  });

  it("moves a card saved with the next day to the installer's day after at once (spec 2 §4 route rule)", async () => {
    const route = aviRoute();
    const card = route.todayWorkCards[1] as InstallerRoute['todayWorkCards'][number];
    const opened = { ...sampleDocument('workCard', { docId: 202 }), _id: card._id };
    let refreshed = false;
    serveBoard(
      (path) => {
        if (path === '/doc/getItemByFields') return json({ items: [opened] });
        if (path === '/doc/updateDoc') {
          refreshed = true;
          return json({
            ...opened,
            shippingAddress: { ...opened.shippingAddress, shippingDate: '06/01/2026' },
            handleBy: { ...opened.handleBy, installer: { name: 'אבי מזרחי', id: installerIds.avi } },
          });
        }
        // The board's refresh after the save has not answered yet: what shows is the rule's doing.
        if (path === '/users/getInstallerRoutes' && refreshed)
          return new Promise<Response>(() => {}) as never;
        return undefined;
      },
      () => [route],
    );
    const user = setupUser();
    const modal = await openModal();
    await user.click(within(within(modal).getByTestId('route-card-202')).getByTestId('route-card-open'));
    await screen.findByTestId('document-modal', {}, { timeout: 15_000 });
    await user.click(screen.getByTestId('doc-tab-notes'));
    await user.type(screen.getByTestId('doc-field-docNotes-0-content'), 'נדחה למחר');
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() =>
      expect(shownCards(modal)).toEqual(['route-card-201', 'route-card-203', 'route-card-204']),
    );
    const avi = screen.getByTestId(`installer-${installerIds.avi}`);
    expect(within(avi).getByTestId('progress-tomorrow-figure').textContent).toBe('0/1');
    expect(within(avi).getByTestId('progress-day-figure').textContent).toBe('0/3');
  });
});
