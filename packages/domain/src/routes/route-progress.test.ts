import { describe, expect, it } from 'vitest';
import type { InstallerRoute, RouteCard } from './installer-routes.schema';
import { installerRouteRequestSchema, routeDaySchema } from './installer-routes.schema';
import { applyCardChange, compareRouteCards, overallProgress, routeProgress } from './route-progress';

const days = { yesterday: '26/11/2026', today: '27/11/2026', tomorrow: '28/11/2026' };

function card(docId: number, fields: Partial<RouteCard> & { day?: string; status?: string } = {}): RouteCard {
  const { day = days.today, status = 'פתוח', ...rest } = fields;
  return {
    _id: `card-${docId}`,
    docId,
    category: 'workCard',
    userInformation: { name: `לקוח ${docId}` },
    contactDetails: { name: '', phoneNumber: '' },
    shippingAddress: { city: 'חיפה', neighborhood: '', buildingNumber: '', shippingDate: day, hour: '' },
    products: [],
    generalStatus: { status },
    comments: '',
    routeNumber: null,
    location: null,
    ...rest,
  };
}

function route(id: string, today: RouteCard[], rest: Partial<InstallerRoute> = {}): InstallerRoute {
  return {
    installerDetails: { _id: id, userInformation: { name: id, userId: '', avatar: '' } },
    yesterdayWorkCards: [],
    todayWorkCards: today,
    tomorrowWorkCards: [],
    ...rest,
  };
}

describe('route progress (spec 2 §4)', () => {
  it('is the share of cards done, rounded, and none for a day without cards', () => {
    expect(routeProgress([card(1, { status: 'בוצע' }), card(2, { status: 'נכשל' }), card(3)])).toBe(33);
    expect(routeProgress([card(1, { status: 'בוצע' })])).toBe(100);
    expect(routeProgress([card(1, { status: 'נאסף' })])).toBe(0);
    expect(routeProgress([])).toBeNull();
  });

  it('averages the installers’ percentages, leaving out those with no cards that day', () => {
    const routes = [
      route('a', [card(1, { status: 'בוצע' }), card(2)]),
      route('b', [card(3, { status: 'בוצע' })]),
      route('c', [], { tomorrowWorkCards: [card(4, { day: days.tomorrow })] }),
    ];
    expect(overallProgress(routes)).toBe(75);
    expect(overallProgress(routes, 'tomorrowWorkCards')).toBe(0);
    expect(overallProgress(routes, 'yesterdayWorkCards')).toBeNull();
  });
});

describe('route order', () => {
  it('drives numbered cards first by number, then by fixed hour, then by card number', () => {
    const cards = [
      card(5),
      card(4, { shippingAddress: { ...card(4).shippingAddress, hour: '08:00' } }),
      card(3, { routeNumber: 2 }),
      card(2, { routeNumber: 1 }),
    ];
    expect([...cards].sort(compareRouteCards).map((c) => c.docId)).toEqual([2, 3, 4, 5]);
  });
});

describe('the route rule when a card changes (spec 2 §4)', () => {
  const board = () => [route('a', [card(1), card(2)]), route('b', [card(3)])];
  const moved = (docId: number, day: string) => {
    const original = card(docId);
    return { ...original, shippingAddress: { ...original.shippingAddress, shippingDate: day } };
  };

  it('moves a card to tomorrow or yesterday with its date, and off the route for any other day', () => {
    const tomorrow = applyCardChange(board(), moved(1, days.tomorrow), 'a', days);
    expect(tomorrow[0]?.todayWorkCards.map((c) => c.docId)).toEqual([2]);
    expect(tomorrow[0]?.tomorrowWorkCards.map((c) => c.docId)).toEqual([1]);
    const yesterday = applyCardChange(board(), moved(1, days.yesterday), 'a', days);
    expect(yesterday[0]?.yesterdayWorkCards.map((c) => c.docId)).toEqual([1]);
    const later = applyCardChange(board(), moved(1, '15/12/2026'), 'a', days);
    expect(later[0]?.todayWorkCards.map((c) => c.docId)).toEqual([2]);
    expect(later.flatMap((r) => [...r.yesterdayWorkCards, ...r.tomorrowWorkCards])).toEqual([]);
  });

  it('moves a card from the old installer’s list to the new one’s', () => {
    const next = applyCardChange(board(), card(1), 'b', days);
    expect(next[0]?.todayWorkCards.map((c) => c.docId)).toEqual([2]);
    expect(next[1]?.todayWorkCards.map((c) => c.docId)).toEqual([1, 3]);
  });

  it('changes any other field where the card stands', () => {
    const next = applyCardChange(board(), card(2, { status: 'בוצע' }), 'a', days);
    expect(next[0]?.todayWorkCards.map((c) => [c.docId, c.generalStatus.status])).toEqual([
      [1, 'פתוח'],
      [2, 'בוצע'],
    ]);
  });
});

describe('the chosen day', () => {
  it('takes dd/MM/yyyy of a real day only', () => {
    expect(routeDaySchema.safeParse('27/11/2026').success).toBe(true);
    expect(routeDaySchema.safeParse('31/11/2026').success).toBe(false);
    expect(routeDaySchema.safeParse('2026-11-27').success).toBe(false);
    expect(installerRouteRequestSchema.safeParse({ installerId: 'x', timeRange: '27/11/2026' }).success).toBe(
      false,
    );
  });
});
