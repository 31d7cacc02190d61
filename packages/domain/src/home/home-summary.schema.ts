import { z } from 'zod';

const countSchema = z.number().int().min(0);

/** A day's stops: how many are planned and how many of them are done. */
export const stopsProgressSchema = z.object({ planned: countSchema, done: countSchema });
export type StopsProgress = z.infer<typeof stopsProgressSchema>;

/** A category's open documents, and how many of them stand at each general status. */
export const openDocumentsSchema = z.object({
  open: countSchema,
  byStatus: z.array(z.object({ status: z.string(), count: countSchema })),
});
export type OpenDocuments = z.infer<typeof openDocumentsSchema>;

/**
 * GET /api/home/summary (issue 18): what needs doing today, the caller's own counts. A figure the
 * caller's role may not see is absent, never zero, so a client tells "none" from "not yours".
 */
export const homeSummarySchema = z.object({
  /** Subscriptions awaiting approval. */
  subscriptionsPending: countSchema.optional(),
  /** Service calls awaiting approval. */
  serviceCallsPending: countSchema.optional(),
  /** Active subscriptions that end within `homeExpiringWithinDays` days (today included). */
  subscriptionsExpiring: countSchema.optional(),
  /** Open price quotes and work cards, by general status. */
  documents: z.object({ priceQuote: openDocumentsSchema, workCard: openDocumentsSchema }).optional(),
  /** Every installer's open work cards shipping today, and how many are done. */
  routesToday: stopsProgressSchema.optional(),
  /** Storefront leads nobody has taken up yet (status `new`). */
  newLeads: countSchema.optional(),
  /** Stock rows whose quantity is under the minimum set for them. */
  stockBelowMinimum: countSchema.optional(),
  /** Registry imports that failed within `homeFailedImportsWithinDays` days. */
  failedImports: countSchema.optional(),
  /** The storekeeper's open work cards to pick today (the daily tasks' count). */
  pickingToday: countSchema.optional(),
  /** The installer's own stops today, and how many are done. */
  myStopsToday: stopsProgressSchema.optional(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
export type HomeFigure = keyof HomeSummary;
