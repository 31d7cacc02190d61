import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { attachedFileSchema } from '../users/user.schema';

/** Subscription products (service letters) cover windows, or lights and mirrors (spec 1 §9). */
export const policyProductTypes = ['windows', 'lights'] as const;
export type PolicyProductType = (typeof policyProductTypes)[number];

export const policyProductsDefaultPageSize = 10;
/** CSV type n is the n-th product in list order (spec 1 §5); the template allows 1 to 8. */
export const csvPolicyTypeCount = 8;

/** A price or deductible as typed: digits with at most two decimals, never negative. */
const amountSchema = z
  .union([z.number(), z.string().trim()], { error: m.required })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: m.required });
      return z.NEVER;
    }
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: m.numberOnly });
      return z.NEVER;
    }
    return Number(text);
  });

/**
 * What create and update accept. The terms are an uploaded document (its file id) or a link;
 * one of the two is required (spec 1 §5: save stays disabled until the link is filled).
 */
export const policyProductInputSchema = z
  .object({
    policyName: z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .max(200, { error: m.tooLong }),
    type: z.enum(policyProductTypes, { error: m.required }),
    /** Where and how the service is given, shown as "service type" on the cards. */
    policyType: z.string().trim().max(200, { error: m.tooLong }).optional().default(''),
    policyPrice: amountSchema,
    deductible: amountSchema,
    link: z
      .string()
      .trim()
      .max(2000, { error: m.tooLong })
      .optional()
      .default('')
      .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), { error: m.invalidLink }),
    termsFileId: z.string().uuid({ error: m.invalidValue }).nullable().optional().default(null),
  })
  .superRefine((product, ctx) => {
    if (!product.link && !product.termsFileId)
      ctx.addIssue({ code: 'custom', path: ['link'], message: m.termsRequired });
  });
export type PolicyProductInput = z.input<typeof policyProductInputSchema>;
export type ParsedPolicyProductInput = z.output<typeof policyProductInputSchema>;

const idSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });

export const createPolicyProductSchema = policyProductInputSchema;
export const updatePolicyProductSchema = z.object({ _id: idSchema }).and(policyProductInputSchema);
export const deletePolicyProductSchema = z.object({ _id: idSchema });

export const policyProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(policyProductsDefaultPageSize),
  type: z.enum(policyProductTypes, { error: m.invalidValue }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type PolicyProductsQuery = z.input<typeof policyProductsQuerySchema>;

/** A service letter as the API answers it (spec 3 §3). `link` is the document to open. */
export const policyProductSchema = z.object({
  _id: z.string(),
  /** The product number (SKU), sequential; list order and CSV types follow it. */
  policyNumber: z.string(),
  policyName: z.string(),
  policyType: z.string(),
  policyPrice: z.number(),
  deductible: z.number(),
  type: z.enum(policyProductTypes),
  link: z.string(),
  termsFile: attachedFileSchema.nullable(),
  /** 1 to 8 for the first eight products: the type number a CSV row uses; null after that. */
  csvType: z.number().int().nullable(),
});
export type PolicyProduct = z.infer<typeof policyProductSchema>;

export const policyProductsListSchema = z.object({
  policyProducts: z.array(policyProductSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PolicyProductsList = z.infer<typeof policyProductsListSchema>;
