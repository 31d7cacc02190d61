import {
  addDays,
  type BusinessDocument,
  formatDisplayDate,
  type IsoDate,
  installerStatuses,
  parseDisplayDate,
  type RouteCard,
  todayIso,
} from '@tg/domain';

/** The modal's tabs (spec 2 §2): all cards, in route (נאסף), done (בוצע), failed (נכשל). */
export const routeTabs = ['all', 'collected', 'done', 'failed'] as const;
export type RouteTab = (typeof routeTabs)[number];

export function cardsOfTab(cards: readonly RouteCard[], tab: RouteTab): RouteCard[] {
  if (tab === 'all') return [...cards];
  return cards.filter((card) => card.generalStatus.status === installerStatuses[tab]);
}

/** The map's marker colours: done green, collected orange, failed red, anything else grey. */
export const markerColours = {
  done: '#2e7d32',
  collected: '#ed6c02',
  failed: '#d32f2f',
  other: '#616161',
} as const;

/** The installer step a status is ('other' for any status that is not one of the three). */
export function stepOf(status: string): keyof typeof markerColours {
  if (status === installerStatuses.done) return 'done';
  if (status === installerStatuses.collected) return 'collected';
  if (status === installerStatuses.failed) return 'failed';
  return 'other';
}

export function markerColour(status: string): string {
  return markerColours[stepOf(status)];
}

/** The day in the address: `?day=dd-MM-yyyy` (slashes read badly in a link). */
export const dayParamName = 'day';

export function dayFromParam(value: string | null, today: IsoDate = todayIso()): IsoDate {
  if (!value) return today;
  return parseDisplayDate(value) ?? today;
}

export function dayToParam(day: IsoDate): string {
  return formatDisplayDate(day).replaceAll('/', '-');
}

/** The three days a route shows around the chosen one, as the wire has them (dd/MM/yyyy). */
export function routeDaysAround(day: IsoDate): { yesterday: string; today: string; tomorrow: string } {
  return {
    yesterday: formatDisplayDate(addDays(day, -1)),
    today: formatDisplayDate(day),
    tomorrow: formatDisplayDate(addDays(day, 1)),
  };
}

/** Street and building, the neighbourhood field holding the street (spec 2 §3), then the city. */
export function cardAddress(card: Pick<RouteCard, 'shippingAddress'>): string {
  const { city, neighborhood, buildingNumber } = card.shippingAddress;
  const street = [neighborhood, buildingNumber].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/** How many pieces a card carries (spec 2 §2 reads products[].quantity). */
export function itemsCount(card: Pick<RouteCard, 'products'>): number {
  return card.products.reduce((sum, product) => sum + product.quantity, 0);
}

export function doneCount(cards: readonly RouteCard[]): number {
  return cards.filter((card) => card.generalStatus.status === installerStatuses.done).length;
}

/** A saved work card as a route shows it; the place stays what the route knew when the answer has none. */
export function routeCardOf(doc: BusinessDocument, previous?: RouteCard): RouteCard {
  return {
    _id: doc._id,
    docId: doc.docId,
    category: 'workCard',
    userInformation: { name: doc.userInformation.name },
    contactDetails: { name: doc.contactDetails.name, phoneNumber: doc.contactDetails.phoneNumber },
    shippingAddress: {
      city: doc.shippingAddress.city,
      neighborhood: doc.shippingAddress.neighborhood,
      buildingNumber: doc.shippingAddress.buildingNumber,
      shippingDate: doc.shippingAddress.shippingDate,
      hour: doc.shippingAddress.hour,
    },
    products: doc.products.map((product) => ({ name: product.name, quantity: product.quantity })),
    generalStatus: { status: doc.generalStatus.status },
    comments: doc.comments,
    routeNumber: doc.routeNumber ?? null,
    location: doc.location !== undefined ? doc.location : (previous?.location ?? null),
  };
}
