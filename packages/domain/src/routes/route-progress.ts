import { installerStatuses } from '../general-statuses/general-status-rules';
import type { InstallerRoute, RouteCard } from './installer-routes.schema';

/**
 * Spec 2 §4: progress is completed ÷ total × 100; the overall bar is the mean of the installers'
 * percentages and turns green at 100. An installer with no cards that day has no percentage and
 * does not pull the mean down.
 */
export function routeProgress(cards: readonly Pick<RouteCard, 'generalStatus'>[]): number | null {
  if (cards.length === 0) return null;
  const done = cards.filter((card) => card.generalStatus.status === installerStatuses.done).length;
  return Math.round((done / cards.length) * 100);
}

export type RouteDay = 'yesterdayWorkCards' | 'todayWorkCards' | 'tomorrowWorkCards';
export const routeDays: readonly RouteDay[] = ['yesterdayWorkCards', 'todayWorkCards', 'tomorrowWorkCards'];

export function overallProgress(
  routes: readonly InstallerRoute[],
  day: RouteDay = 'todayWorkCards',
): number | null {
  const percentages = routes
    .map((route) => routeProgress(route[day]))
    .filter((value): value is number => value !== null);
  if (percentages.length === 0) return null;
  return Math.round(percentages.reduce((sum, value) => sum + value, 0) / percentages.length);
}

/** Cards by route number (unnumbered last), then fixed hour, then card number: the order driven. */
export function compareRouteCards(
  a: Pick<RouteCard, 'routeNumber' | 'docId' | 'shippingAddress'>,
  b: Pick<RouteCard, 'routeNumber' | 'docId' | 'shippingAddress'>,
): number {
  const byNumber = (a.routeNumber ?? Number.MAX_SAFE_INTEGER) - (b.routeNumber ?? Number.MAX_SAFE_INTEGER);
  if (byNumber !== 0) return byNumber;
  const byHour = (a.shippingAddress.hour || '99:99').localeCompare(b.shippingAddress.hour || '99:99');
  return byHour !== 0 ? byHour : a.docId - b.docId;
}

/**
 * Spec 2 §4's route rule, for the dashboard's state after a card is saved: a new shipping date of
 * the day after moves the card to tomorrow, of the day before to yesterday, any other day takes it
 * off the route; a new installer takes it from the old installer's lists into the new one's today
 * (when that installer is on the board); anything else changes the card where it stands.
 * `days` are the three days shown, dd/MM/yyyy.
 */
export function applyCardChange(
  routes: readonly InstallerRoute[],
  card: RouteCard,
  installerId: string | null,
  days: { yesterday: string; today: string; tomorrow: string },
): InstallerRoute[] {
  const target: RouteDay | null =
    card.shippingAddress.shippingDate === days.today
      ? 'todayWorkCards'
      : card.shippingAddress.shippingDate === days.tomorrow
        ? 'tomorrowWorkCards'
        : card.shippingAddress.shippingDate === days.yesterday
          ? 'yesterdayWorkCards'
          : null;
  return routes.map((route) => {
    const mine = route.installerDetails._id === installerId;
    const next = { ...route };
    for (const day of routeDays) {
      const without = route[day].filter((other) => other._id !== card._id);
      next[day] = mine && day === target ? [...without, card].sort(compareRouteCards) : without;
    }
    return next;
  });
}
