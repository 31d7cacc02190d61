import {
  addDays,
  compareRouteCards,
  type InstallerRoute,
  validationMessages as m,
  optimizeRoute,
  parseDisplayDate,
  type RouteCard,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/errors';
import type { DocumentsService } from '../documents/documents.service';
import type { UserRow } from '../users/users.service';
import { usersService } from '../users/users.service';
import { noRoadDistances, type RoadDistances } from './road-distances';

/** dd/MM/yyyy (already validated by the contract) → yyyy-MM-dd. */
function isoOf(day: string): string {
  const iso = parseDisplayDate(day);
  if (!iso) throw invalid({ timeRange: m.invalidDate });
  return iso;
}

type Days = { yesterday: string; today: string; tomorrow: string };

function daysAround(day: string): Days {
  const today = isoOf(day);
  return { yesterday: addDays(today, -1), today, tomorrow: addDays(today, 1) };
}

function routeOf(installer: UserRow, cards: { day: string; card: RouteCard }[], days: Days): InstallerRoute {
  const on = (day: string) => cards.filter((entry) => entry.day === day).map((entry) => entry.card);
  return {
    installerDetails: {
      _id: installer.id,
      userInformation: { name: installer.name, userId: installer.idNumber ?? '', avatar: '' },
    },
    yesterdayWorkCards: on(days.yesterday),
    todayWorkCards: on(days.today),
    tomorrowWorkCards: on(days.tomorrow),
  };
}

/**
 * The installer routes dashboard and planner (spec 2 §2, §7; issue 16): each installer's open work
 * cards the day before, the chosen day and the day after, and the best order of a day's stops.
 */
export function createInstallerRoutesService(
  db: Database,
  documents: DocumentsService,
  roads: RoadDistances = noRoadDistances,
) {
  async function installer(installerId: string): Promise<UserRow> {
    const [person] = await usersService.findManyByIds(db, [installerId]);
    if (!person || person.role !== 'installer') throw notFound('Installer not found');
    return person;
  }

  async function dayCards(installerId: string, day: string) {
    const iso = isoOf(day);
    const rows = await documents.routeCards({ days: [iso], installerId });
    return rows.map((row) => row.card).sort(compareRouteCards);
  }

  return {
    /** Every living installer with a card on one of the three days, by name. */
    async routes(timeRange: string): Promise<{ installerRoutes: InstallerRoute[] }> {
      const days = daysAround(timeRange);
      const cards = await documents.routeCards({ days: [days.yesterday, days.today, days.tomorrow] });
      const installers = await usersService.findManyByIds(db, [
        ...new Set(cards.map((row) => row.installerId)),
      ]);
      const byInstaller = new Map<string, typeof cards>();
      for (const row of cards)
        byInstaller.set(row.installerId, [...(byInstaller.get(row.installerId) ?? []), row]);
      return {
        installerRoutes: installers
          .filter((person) => person.role === 'installer')
          .sort((a, b) => a.name.localeCompare(b.name, 'he'))
          .map((person) => routeOf(person, byInstaller.get(person.id) ?? [], days)),
      };
    },

    async routeById(installerId: string, timeRange: string): Promise<{ installerRoute: InstallerRoute }> {
      const person = await installer(installerId);
      const days = daysAround(timeRange);
      const cards = await documents.routeCards({
        days: [days.yesterday, days.today, days.tomorrow],
        installerId,
      });
      return { installerRoute: routeOf(person, cards, days) };
    },

    /** The shortest order of the day's open cards (fixed hours first); changes nothing. */
    async optimize(request: { installerId: string; date: string; start?: { lat: number; lng: number } }) {
      await installer(request.installerId);
      const cards = await dayCards(request.installerId, request.date);
      const points = cards.flatMap((card) => (card.location ? [card.location] : []));
      const road = await roads.table(request.start ? [request.start, ...points] : points);
      const result = optimizeRoute({
        start: request.start ?? null,
        stops: cards.map((card) => ({
          docId: String(card.docId),
          lat: card.location?.lat ?? null,
          lng: card.location?.lng ?? null,
          hour: card.shippingAddress.hour,
        })),
        ...(road ? { distance: road } : {}),
      });
      return {
        order: result.order.map(Number),
        distanceKm: Math.round(result.distanceKm * 10) / 10,
        previousDistanceKm: Math.round(result.previousDistanceKm * 10) / 10,
        distanceBy: road ? ('road' as const) : ('straightLine' as const),
        unlocated: cards.filter((card) => !card.location).map((card) => card.docId),
      };
    },

    /** Route numbers 1…n in the given order; the installer's three days as they now stand. */
    async applyOrder(
      caller: AccessClaims,
      request: { installerId: string; date: string; order: number[] },
    ): Promise<{ installerRoute: InstallerRoute }> {
      await installer(request.installerId);
      await documents.applyRouteOrder(
        caller,
        { installerId: request.installerId, day: isoOf(request.date) },
        request.order,
      );
      return this.routeById(request.installerId, request.date);
    },
  };
}
export type InstallerRoutesService = ReturnType<typeof createInstallerRoutesService>;
