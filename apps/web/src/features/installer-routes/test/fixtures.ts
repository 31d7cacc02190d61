import type { InstallerRoute, RouteCard } from '@tg/domain';

let next = 1;

/** A card as getInstallerRoutes answers it; `overrides` hold what a test cares about. */
export function routeCard(docId: number, overrides: Partial<RouteCard> = {}): RouteCard {
  const n = next++;
  return {
    _id: `0b6f5f2e-4c7d-4a51-9a0e-4f2f0d1c${String(5000 + n).padStart(4, '0')}`,
    docId,
    category: 'workCard',
    userInformation: { name: 'משה כהן' },
    contactDetails: { name: 'יוסי', phoneNumber: '+972527654321' },
    shippingAddress: {
      city: 'חיפה',
      neighborhood: 'הרצל',
      buildingNumber: '12',
      shippingDate: '05/01/2026',
      hour: '',
    },
    products: [{ name: 'שמשה קדמית', quantity: 2 }],
    generalStatus: { status: 'סטטוס כללי' },
    comments: '',
    routeNumber: null,
    location: { lat: 32.794, lng: 34.9896, precision: 'locality' },
    ...overrides,
  };
}

export const installerIds = {
  avi: '1a2b3c4d-0000-4000-8000-000000000001',
  bella: '1a2b3c4d-0000-4000-8000-000000000002',
};

export function installerRoute(
  id: string,
  name: string,
  days: Partial<Pick<InstallerRoute, 'yesterdayWorkCards' | 'todayWorkCards' | 'tomorrowWorkCards'>> = {},
): InstallerRoute {
  return {
    installerDetails: { _id: id, userInformation: { name, userId: '123456789', avatar: '' } },
    yesterdayWorkCards: [],
    todayWorkCards: [],
    tomorrowWorkCards: [],
    ...days,
  };
}

export const done = { status: 'בוצע' };
export const collected = { status: 'נאסף' };
export const failed = { status: 'נכשל' };
