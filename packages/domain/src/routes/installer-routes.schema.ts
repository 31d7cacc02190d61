import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/**
 * Installer routes on the wire (spec 2 §2 Installer routes dashboard, §3 Installer route, §7):
 * each installer's work cards for the day before, the chosen day and the day after, in route
 * order, with the card fields the dashboard and the map read — and where the card is.
 */

/** The chosen day as the spec sends it: dd/MM/yyyy, a real calendar day. */
export const routeDaySchema = z
  .string({ error: m.required })
  .trim()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: m.invalidDate })
  .refine(
    (day) => {
      const [d, mo, y] = day.split('/').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, mo - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
    },
    { error: m.invalidDate },
  );

export const geoPointSchema = z.object({
  lat: z
    .number({ error: m.invalidValue })
    .min(-90, { error: m.invalidValue })
    .max(90, { error: m.invalidValue }),
  lng: z
    .number({ error: m.invalidValue })
    .min(-180, { error: m.invalidValue })
    .max(180, { error: m.invalidValue }),
});

/** Where a card is: resolved once from its shipping address, to the locality or to the street. */
export const cardLocationSchema = geoPointSchema.extend({ precision: z.enum(['locality', 'street']) });
export type CardLocation = z.infer<typeof cardLocationSchema>;

/** A work card as a route shows it (spec 2 §2's card fields, plus its place). */
export const routeCardSchema = z.object({
  _id: z.string(),
  docId: z.number().int(),
  category: z.literal('workCard'),
  userInformation: z.object({ name: z.string() }),
  contactDetails: z.object({ name: z.string(), phoneNumber: z.string() }),
  shippingAddress: z.object({
    city: z.string(),
    neighborhood: z.string(),
    buildingNumber: z.string(),
    /** dd/MM/yyyy. */
    shippingDate: z.string(),
    hour: z.string(),
  }),
  products: z.array(z.object({ name: z.string(), quantity: z.number() })),
  generalStatus: z.object({ status: z.string() }),
  comments: z.string(),
  routeNumber: z.number().int().nullable(),
  /** Null when the address is not known to the geocoder (the map lists it without a marker). */
  location: cardLocationSchema.nullable(),
});
export type RouteCard = z.infer<typeof routeCardSchema>;

export const installerRouteSchema = z.object({
  installerDetails: z.object({
    /** The installer's record id: what getInstallerRouteById and the planner take. */
    _id: z.string(),
    userInformation: z.object({ name: z.string(), userId: z.string(), avatar: z.string() }),
  }),
  yesterdayWorkCards: z.array(routeCardSchema),
  todayWorkCards: z.array(routeCardSchema),
  tomorrowWorkCards: z.array(routeCardSchema),
});
export type InstallerRoute = z.infer<typeof installerRouteSchema>;

/** getInstallerRoutes: every installer with a card on the day before, the day or the day after. */
export const installerRoutesRequestSchema = z.object({ timeRange: routeDaySchema });
export const installerRoutesSchema = z.object({ installerRoutes: z.array(installerRouteSchema) });

/** getInstallerRouteById: one installer's three days (also when all three are empty). */
export const installerRouteRequestSchema = z.object({
  installerId: z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }),
  timeRange: routeDaySchema,
});
export const installerRouteAnswerSchema = z.object({ installerRoute: installerRouteSchema });

/** The best order of one installer's open cards on a day, from `start` (the first card otherwise). */
export const optimizeRouteRequestSchema = z.object({
  installerId: z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }),
  date: routeDaySchema,
  start: geoPointSchema.optional(),
});
export const optimizeRouteSchema = z.object({
  /** Card numbers (docId) in the order to drive them; cards with no place last. */
  order: z.array(z.number().int()),
  distanceKm: z.number(),
  /** The same path in today's order (route number, then hour, then card number). */
  previousDistanceKm: z.number(),
  /** By road when a routing service is configured, else as the crow flies. */
  distanceBy: z.enum(['road', 'straightLine']),
  /** Cards with no known place: they keep their turn at the end and are not counted. */
  unlocated: z.array(z.number().int()),
});
export type OptimizedRouteAnswer = z.infer<typeof optimizeRouteSchema>;

/** Applying an order: the cards get route numbers 1, 2, 3… in it, each change logged on its card. */
export const applyRouteOrderRequestSchema = z.object({
  installerId: z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }),
  date: routeDaySchema,
  order: z
    .array(z.coerce.number({ error: m.invalidValue }).int().min(1, { error: m.invalidValue }))
    .min(1, { error: m.required })
    .max(200, { error: m.tooLong })
    .refine((order) => new Set(order).size === order.length, { error: m.invalidValue }),
});

/** The map's tiles (ADR 0028): none unless the install names a tile server. */
export const mapSettingsSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** The map's default view (spec 2 §2): Tel Aviv, zoom 10. */
export const defaultMapCentre = { lat: 32.0853, lng: 34.7818 } as const;
export const defaultMapZoom = 10;
