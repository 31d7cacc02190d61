import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/**
 * Works: the labour items documents sell beside products (spec 2 §3 "Work", §5, §7 "Works", §9).
 * The catalogue number is the server's to give (the next of one counter, never reused) and never
 * changes; lists count pages from 0, fifteen to a page.
 */
export const worksDefaultPageSize = 15;
/** Every work carries this category, the one a document's works table names its lines with. */
export const workCategory = 'works';

/** A work as the API answers it. */
export const workSchema = z.object({
  _id: z.string(),
  catalogNumber: z.string(),
  name: z.string(),
  price: z.number(),
  category: z.literal(workCategory),
});
export type Work = z.infer<typeof workSchema>;

/** Up to 99,999,999.99 with at most two decimals, never negative. */
const pricePattern = /^\d{1,8}(\.\d{1,2})?$/;

/** A price as typed (text) or sent (a number): required, not negative, at most two decimals. */
export const workPriceSchema = z
  .union([z.number(), z.string().trim()], { error: m.workPriceRequired })
  .transform((value, ctx) => {
    const typed = typeof value === 'number' ? String(value) : value;
    if (typed === '') {
      ctx.addIssue({ code: 'custom', message: m.workPriceRequired });
      return z.NEVER;
    }
    if (/^-/.test(typed)) {
      ctx.addIssue({ code: 'custom', message: m.notNegative });
      return z.NEVER;
    }
    if (!pricePattern.test(typed)) {
      ctx.addIssue({ code: 'custom', message: m.priceFormat });
      return z.NEVER;
    }
    return Number(typed);
  });

export const workNameSchema = z
  .string({ error: m.workNameRequired })
  .trim()
  .min(1, { error: m.workNameRequired })
  .max(200, { error: m.tooLong });

/** A catalogue number a client may send: the one getLastWorkId showed it (empty means "give one"). */
const sentCatalogNumber = z
  .union([z.string(), z.number()], { error: m.invalidValue })
  .transform((value) => String(value).trim())
  .pipe(z.string().max(40, { error: m.tooLong }))
  .optional()
  .transform((value) => value || undefined);

/** Accepted and ignored: a work's category is always `works`. */
const sentCategory = z.literal(workCategory, { error: m.invalidValue }).optional();

/** The fields the works dialog edits (spec 2 §5). */
export const workInputSchema = z.object({
  name: workNameSchema,
  price: workPriceSchema,
});
export type WorkInput = z.input<typeof workInputSchema>;
export type ParsedWorkInput = z.output<typeof workInputSchema>;

/**
 * `createWorkProduct`: the work's fields. `catalogNumber` may carry the number the dialog showed
 * (getLastWorkId); when another work took it meanwhile the answer is 409 with the spec's message.
 */
export const createWorkSchema = workInputSchema.extend({
  catalogNumber: sentCatalogNumber,
  category: sentCategory,
});
export type CreateWorkRequest = z.input<typeof createWorkSchema>;
export type ParsedCreateWork = z.output<typeof createWorkSchema>;

const workIdSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });

/** `updateWorkProduct`: the work with its `_id`; a catalogue number other than its own is refused. */
export const updateWorkSchema = workInputSchema.extend({
  _id: workIdSchema,
  catalogNumber: sentCatalogNumber,
  category: sentCategory,
});
export type UpdateWorkRequest = z.input<typeof updateWorkSchema>;
export type ParsedUpdateWork = z.output<typeof updateWorkSchema>;

export const deleteWorkSchema = z.object({ _id: workIdSchema });
/** `deleteWorksProduct` answers the deleted work's id under the spec's name. */
export const deletedWorkSchema = z.object({ deletedWorkProduct: z.object({ _id: z.string() }) });

/**
 * `fetchWorksProducts`: a page counted from 0. `search` matches a name anywhere or a catalogue
 * number from its start, once trimmed and 3 characters long. The spec's `vinNumber` and
 * `tractorNumber` are accepted and ignored: works are not per machine (ADR 0024).
 */
export const worksQuerySchema = z.object({
  page: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(0, { error: m.invalidValue })
    .max(100_000, { error: m.invalidValue })
    .default(0),
  pageSize: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(1, { error: m.invalidValue })
    .max(100, { error: m.invalidValue })
    .default(worksDefaultPageSize),
  search: z.string().trim().max(100, { error: m.tooLong }).optional(),
  vinNumber: z.string().max(100, { error: m.tooLong }).optional(),
  tractorNumber: z.string().max(100, { error: m.tooLong }).optional(),
});
export type WorksQuery = z.input<typeof worksQuerySchema>;
export type ParsedWorksQuery = z.output<typeof worksQuerySchema>;

export const worksListSchema = z.object({
  works: z.array(workSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type WorksList = z.infer<typeof worksListSchema>;

/** `getLastWorkId`: the catalogue number the next work will get. */
export const lastWorkIdSchema = z.object({ newWorkId: z.string() });
