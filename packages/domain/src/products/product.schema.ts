import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { validators } from '../common/validators';
import { mainWarehouseId } from '../warehouses/warehouse.schema';
import { fitListFromText, maxProductImages, supplierPriceOf } from './product-rules';

const text = (max = 200) => z.string().trim().max(max, { error: m.tooLong }).optional().default('');

/** An amount as typed: empty is 0; digits with at most two decimals. */
const amount = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 0;
    const typed = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(typed)) {
      ctx.addIssue({ code: 'custom', message: m.numberOnly });
      return z.NEVER;
    }
    return Number(typed);
  });

const count = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 0;
    const typed = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,7}$/.test(typed)) {
      ctx.addIssue({ code: 'custom', message: m.numberOnly });
      return z.NEVER;
    }
    return Number(typed);
  });

/** A stock count that may be left out: absent or empty stays undefined. */
const sentCount = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const typed = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,7}$/.test(typed)) {
      ctx.addIssue({ code: 'custom', message: m.numberOnly });
      return z.NEVER;
    }
    return Number(typed);
  });

/** A vehicle-fit list: space-separated text as typed, or the stored list. */
const fitList = z
  .union([
    z.string().max(20_000, { error: m.tooLong }),
    z.array(z.object({ value: z.string().trim().max(60) })).max(2000),
  ])
  .optional()
  .transform((value) =>
    typeof value === 'string'
      ? fitListFromText(value)
      : fitListFromText((value ?? []).map((item) => item.value).join(' ')),
  );

/** Model years typed as space-separated text (or the stored list), 1950 to next year. */
const years = z
  .union([z.string().max(2000, { error: m.tooLong }), z.array(z.string()).max(100)])
  .optional()
  .transform((value, ctx) => {
    const typed = Array.isArray(value) ? value.join(' ') : (value ?? '');
    if (!validators.yearsRange(typed)) {
      ctx.addIssue({ code: 'custom', message: m.yearsRange });
      return z.NEVER;
    }
    return [...new Set(typed.split(/\s+/).filter(Boolean))].sort();
  });

/**
 * What the product form saves (spec 3 §3, §5): name (2+ characters) and catalogue number required;
 * an original part's number longer than 2 characters; at most three images. The supplier price
 * follows the price (spec 3 §9) whatever the client sent; the price before VAT is not stored but
 * derived on read at the business's VAT rate (ADR 0035).
 */
export const productInputSchema = z
  .object({
    category: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(60),
    isOriginal: z.boolean().default(false),
    catalogNumber: z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .max(40, { error: m.tooLong }),
    name: z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .min(2, { error: m.minLength2 })
      .max(200, { error: m.tooLong }),
    en_name: text(),
    visibility: z.boolean().default(true),
    /** The machine it fits: manufacturer and model as the registry names them, and model years. */
    manufacturer: text(100),
    model: text(100),
    years,
    /** Variants offered with the item (for example tinted, heated). */
    options: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
    /** The warehouse whose stock the quantity, minimum and shelf below describe ('1' when empty). */
    warehouse: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value) => value || mainWarehouseId),
    supplier: z
      .object({ name: text(200), refNumber: text(100) })
      .optional()
      .default({ name: '', refNumber: '' }),
    /** Delivery time as the supplier states it, for example "3 ימי עסקים". */
    deliveryTime: text(100),
    vinNumber: fitList,
    tractorNumber: fitList,
    alternateCatalogNumber: fitList,
    vinNumberAdjustment: fitList,
    imageIds: z
      .array(z.string().uuid({ error: m.invalidValue }))
      .max(maxProductImages, { error: m.tooManyImages })
      .default([]),
    docIds: z
      .array(z.string().uuid({ error: m.invalidValue }))
      .max(20)
      .default([]),
    price: amount,
    purchasePrice: amount,
    /**
     * The stock count in `warehouse`. Sent only when the person set it: an update without it leaves
     * the count alone, so a transfer made while the form was open is never overwritten.
     */
    quantity: sentCount,
    minQuantity: count,
    location: text(100),
    installationInstructions: text(4000),
    color: text(60),
    print: text(60),
    holes: text(60),
    type: text(60),
    width: text(20),
    height: text(20),
    weight: text(20),
    curvature: text(20),
    comments: text(4000),
  })
  .refine((product) => !product.isOriginal || product.catalogNumber.length > 2, {
    path: ['catalogNumber'],
    error: m.catalogNumberTooShort,
    // Checked even when other fields failed, so the form shows every message at once.
    when: ({ value, issues }) => {
      if (typeof value !== 'object' || value === null) return false;
      const product = value as { isOriginal?: unknown; catalogNumber?: unknown };
      return (
        typeof product.isOriginal === 'boolean' &&
        typeof product.catalogNumber === 'string' &&
        !issues.some((issue) => issue.path?.[0] === 'catalogNumber' || issue.path?.[0] === 'isOriginal')
      );
    },
  })
  .transform((product) => ({ ...product, supplierPrice: supplierPriceOf(product.price) }));
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;
