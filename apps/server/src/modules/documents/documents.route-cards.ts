import { validationMessages as m, type RouteCard } from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { invalid } from '../../platform/http/errors';
import type { DocumentLocator } from './documents.location';
import { locationOf } from './documents.location';
import { displayDay } from './documents.mapper';
import { type RouteCardRow, documentsRepository as repository } from './documents.repository';
import type { DocumentRow } from './documents.table';

type SummaryRow = RouteCardRow & {
  shippingAddress: { city: string; neighborhood: string; buildingNumber: string };
};

/** The summary's address in the shape the locator compares (the spec's street is `neighborhood`). */
function withAddress(row: RouteCardRow): SummaryRow {
  const summary = row.routeSummary;
  return {
    ...row,
    shippingAddress: {
      city: summary?.city ?? '',
      neighborhood: summary?.street ?? '',
      buildingNumber: summary?.buildingNumber ?? '',
    },
  };
}

/** A work card as a route shows it: spec 2 §2's card fields and where it goes. */
export function toRouteCard(row: RouteCardRow): RouteCard {
  const summary = row.routeSummary;
  return {
    _id: row.id,
    docId: row.docId,
    category: 'workCard',
    userInformation: { name: summary?.customerName ?? '' },
    contactDetails: { name: summary?.contactName ?? '', phoneNumber: summary?.phoneNumber ?? '' },
    shippingAddress: {
      city: summary?.city ?? '',
      neighborhood: summary?.street ?? '',
      buildingNumber: summary?.buildingNumber ?? '',
      shippingDate: row.shippingDate ? displayDay(row.shippingDate) : '',
      hour: summary?.hour ?? '',
    },
    products: summary?.lines ?? [],
    generalStatus: { status: row.generalStatus },
    comments: summary?.comments ?? '',
    routeNumber: row.routeNumber,
    location: locationOf(row),
  };
}

export interface DayCard {
  installerId: string;
  /** yyyy-MM-dd. */
  day: string;
  card: RouteCard;
}

/** The installers' open work cards by day (issue 16), each located once, and their planned order. */
export function createDocumentRoutes(db: Database, locator: DocumentLocator) {
  return {
    /** Open cards of the days (yyyy-MM-dd), of every installer or of one, in route order. */
    async routeCards(where: { days: readonly string[]; installerId?: string }): Promise<DayCard[]> {
      const rows = await locator.locatedRows((await repository.routeCardRows(db, where)).map(withAddress));
      return rows.map((row) => ({
        installerId: row.installerId as string,
        day: row.shippingDate as string,
        card: toRouteCard(row),
      }));
    },

    /**
     * Gives an installer's open cards of a day route numbers 1, 2, 3… in `order` (card numbers);
     * cards left out follow in their current order. One transaction with the day's cards locked, so
     * a parallel edit waits; each card whose number changes gets an entry in its activity log.
     */
    async applyOrder(
      caller: AccessClaims & { name: string },
      where: { installerId: string; day: string },
      order: readonly number[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await repository.routeRowsForUpdate(tx, where);
        const byDocId = new Map(rows.map((row) => [row.docId, row]));
        const unknown = order.filter((docId) => !byDocId.has(docId));
        if (unknown.length > 0) throw invalid({ order: m.invalidValue });
        const listed = new Set(order);
        const sequence = [
          ...order.map((docId) => byDocId.get(docId) as DocumentRow),
          ...rows.filter((row) => !listed.has(row.docId)),
        ];
        // Free every number first: the unique index checks each row as it is written.
        const changing = sequence.filter((row, index) => row.routeNumber !== index + 1);
        for (const row of changing) await repository.update(tx, row.id, { routeNumber: null });
        for (const row of changing) {
          const routeNumber = sequence.indexOf(row) + 1;
          await repository.update(tx, row.id, { routeNumber, body: { ...row.body, routeNumber } });
          await recordActivity(tx, caller, {
            action: 'update',
            entity: 'document',
            entityId: row.id,
            oldValues: { routeNumber: row.routeNumber },
            newValues: { routeNumber },
            notes: 'route order',
          });
        }
      });
    },
  };
}
