import {
  type HomeFigure,
  type HomeSummary,
  hasHomeSummary,
  homeExpiringWithinDays,
  homeFailedImportsWithinDays,
  homeFiguresOf,
  installerStatuses,
  type RouteCard,
  type StopsProgress,
  todayIso,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import { forbidden } from '../../platform/http/errors';
import type { DocumentCounts } from '../documents/documents.counts';
import type { DocumentsService } from '../documents/documents.service';
import type { LeadsService } from '../leads/leads.service';
import type { PolicyCounts } from '../policies/policies.counts';
import type { ImportFailures } from '../registry/registry-imports.failures';
import type { ServiceCallCounts } from '../service-calls/service-calls.counts';
import type { StockAlerts } from '../warehouses/warehouses.stock-alerts';

export interface HomeDependencies {
  policies: PolicyCounts;
  serviceCalls: ServiceCallCounts;
  documentCounts: DocumentCounts;
  /** Today's stops come from the routes' own cards, as the routes dashboard reads them. */
  documents: Pick<DocumentsService, 'routeCards'>;
  leads: Pick<LeadsService, 'newCount'>;
  stock: StockAlerts;
  imports: ImportFailures;
  now?: () => Date;
}

type Counter = { [F in HomeFigure]: (caller: AccessClaims) => Promise<NonNullable<HomeSummary[F]>> };

function progressOf(cards: readonly { card: Pick<RouteCard, 'generalStatus'> }[]): StopsProgress {
  return {
    planned: cards.length,
    done: cards.filter(({ card }) => card.generalStatus.status === installerStatuses.done).length,
  };
}

/**
 * The home's summary (issue 18): the caller's figures, each counted by the module that owns the
 * list and scoped as that list is, all at once. A figure the role may not see is not counted.
 */
export function createHomeService(deps: HomeDependencies) {
  const now = deps.now ?? (() => new Date());
  const today = () => todayIso(now());
  const counters: Counter = {
    subscriptionsPending: (caller) => deps.policies.pending(caller),
    serviceCallsPending: (caller) => deps.serviceCalls.pending(caller),
    subscriptionsExpiring: (caller) => deps.policies.endingWithin(caller, homeExpiringWithinDays),
    documents: (caller) => deps.documentCounts.openByStatus(caller),
    routesToday: async () => progressOf(await deps.documents.routeCards({ days: [today()] })),
    newLeads: async () => (await deps.leads.newCount()).count,
    stockBelowMinimum: () => deps.stock.belowMinimumCount(),
    failedImports: () => deps.imports.countWithin(homeFailedImportsWithinDays),
    pickingToday: (caller) => deps.documentCounts.dailyTasksToday(caller),
    myStopsToday: async (caller) =>
      progressOf(await deps.documents.routeCards({ days: [today()], installerId: caller.userId })),
  };

  return {
    async summary(caller: AccessClaims): Promise<HomeSummary> {
      // The route already refuses them; a direct caller of the service is refused the same.
      if (!hasHomeSummary(caller.role)) throw forbidden();
      const figures = homeFiguresOf(caller.role);
      const values = await Promise.all(figures.map((figure) => counters[figure](caller)));
      return Object.fromEntries(figures.map((figure, index) => [figure, values[index]])) as HomeSummary;
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
