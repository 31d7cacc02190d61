import type { HomeSummary, StopsProgress } from '@tg/domain';
import type { DashboardSection } from '../../app/navigation';
import { dashboardPath } from '../../app/navigation';

/** One card of the home: a number, what it counts, and the list it opens. */
export interface HomeCard {
  id: string;
  /** The key under `home.figures`. */
  labelKey: string;
  value: number;
  /** A day's stops show how many are done beside how many there are. */
  progress?: StopsProgress;
  /** The filtered list, with the list's own query parameter names; absent when the list is on this page. */
  to?: string;
  /** A few breakdown rows under the number (documents by general status), each opening its list. */
  breakdown?: { status: string; count: number; to: string }[];
  /** Warns when not zero: things waiting on the person. */
  urgent?: boolean;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
/** How many general statuses a document card lists; the rest are one click away in the list. */
const breakdownRows = 4;

/**
 * The summary's figures as cards, in the order of the day's work: approvals first, then what is
 * open, then what is running low or went wrong. Links carry the lists' own filter names
 * (`status`, `docType`, `generalStatus`, `sortBy`/`sortDir`), which the list screens read from the address.
 */
export function homeCardsOf(summary: HomeSummary, section: DashboardSection): HomeCard[] {
  const worker = (path: string) => dashboardPath('worker', path);
  const cards: HomeCard[] = [];
  const add = (card: HomeCard | false | undefined) => {
    if (card) cards.push(card);
  };
  add(
    summary.subscriptionsPending !== undefined && {
      id: 'subscriptionsPending',
      labelKey: 'subscriptionsPending',
      value: summary.subscriptionsPending,
      to: withQuery(worker('services/insurance'), { status: 'pending' }),
      urgent: true,
    },
  );
  add(
    summary.serviceCallsPending !== undefined && {
      id: 'serviceCallsPending',
      labelKey: 'serviceCallsPending',
      value: summary.serviceCallsPending,
      to: withQuery(worker('services/serviceCall'), { status: 'pending' }),
      urgent: true,
    },
  );
  add(
    summary.subscriptionsExpiring !== undefined && {
      id: 'subscriptionsExpiring',
      labelKey: 'subscriptionsExpiring',
      value: summary.subscriptionsExpiring,
      // The list has no end-date window: the active ones, soonest ending first, are the same rows on top.
      to: withQuery(worker('services/insurance'), { status: 'active', sortBy: 'endDate', sortDir: 'asc' }),
    },
  );
  for (const category of ['priceQuote', 'workCard'] as const) {
    const documents = summary.documents?.[category];
    if (!documents) continue;
    const list = worker(`doc/${category}`);
    add({
      id: `${category}Open`,
      labelKey: `${category}Open`,
      value: documents.open,
      to: withQuery(list, { docType: 'open' }),
      breakdown: documents.byStatus.slice(0, breakdownRows).map((row) => ({
        ...row,
        to: withQuery(list, { docType: 'open', generalStatus: row.status }),
      })),
    });
  }
  add(
    summary.routesToday && {
      id: 'routesToday',
      labelKey: 'routesToday',
      value: summary.routesToday.planned,
      progress: summary.routesToday,
      to: worker('operations/driversRoutes'),
    },
  );
  add(
    summary.newLeads !== undefined && {
      id: 'newLeads',
      labelKey: 'newLeads',
      value: summary.newLeads,
      to: withQuery(worker('operations/leads'), { status: 'new' }),
      urgent: true,
    },
  );
  add(
    summary.pickingToday !== undefined && {
      id: 'pickingToday',
      labelKey: 'pickingToday',
      value: summary.pickingToday,
    },
  );
  add(
    summary.myStopsToday && {
      id: 'myStopsToday',
      labelKey: 'myStopsToday',
      value: summary.myStopsToday.planned,
      progress: summary.myStopsToday,
    },
  );
  add(
    summary.stockBelowMinimum !== undefined && {
      id: 'stockBelowMinimum',
      labelKey: 'stockBelowMinimum',
      value: summary.stockBelowMinimum,
      to: dashboardPath(section, 'stock/warehouses'),
      urgent: true,
    },
  );
  add(
    summary.failedImports !== undefined && {
      id: 'failedImports',
      labelKey: 'failedImports',
      value: summary.failedImports,
      to: worker('tools/vehicleTools'),
      urgent: true,
    },
  );
  return cards;
}
