import { can, type Permission } from '../common/permissions';
import type { Role } from '../common/roles';
import { expiryWarningDays } from '../insurance/period';
import type { HomeFigure } from './home-summary.schema';

/** "Expiring" on the home is the subscriptions' own warning window (30 days). */
export const homeExpiringWithinDays = expiryWarningDays;
/** A failed import is worth a look for a week; older ones have been seen or redone. */
export const homeFailedImportsWithinDays = 7;

interface FigureRule {
  /** The permission of the list the figure counts (or of the action it calls for). */
  permission: Permission;
  /** Only these roles, when the figure is one person's own work rather than a list's. */
  roles?: readonly Role[];
}

/**
 * Who sees which figure: the permission each list itself asks, so a figure never counts what its
 * link would refuse. "Awaiting approval" is for those who approve; stock below its minimum for
 * those who move stock; picking and stops are the storekeeper's and the installer's own day.
 */
const figureRules: Record<HomeFigure, FigureRule> = {
  subscriptionsPending: { permission: 'policies.approve' },
  serviceCallsPending: { permission: 'serviceCalls.approve' },
  subscriptionsExpiring: { permission: 'policies.approve' },
  documents: { permission: 'documents.stats' },
  routesToday: { permission: 'routes.read' },
  newLeads: { permission: 'leads.read' },
  stockBelowMinimum: { permission: 'stock.transfer' },
  failedImports: { permission: 'registry.manage' },
  pickingToday: { permission: 'documents.progress', roles: ['storekeeper'] },
  myStopsToday: { permission: 'documents.progress', roles: ['installer'] },
};

/** The home belongs to the office's and the stock area's people; agents and customers have their own. */
export function hasHomeSummary(role: Role): boolean {
  return can(role, 'home.read');
}

/** The figures a role's home shows, in the order the summary lists them. */
export function homeFiguresOf(role: Role): HomeFigure[] {
  if (!hasHomeSummary(role)) return [];
  return (Object.keys(figureRules) as HomeFigure[]).filter((figure) => {
    const rule = figureRules[figure];
    return can(role, rule.permission) && (!rule.roles || rule.roles.includes(role));
  });
}
