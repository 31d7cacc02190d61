import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/** The analysis tab (spec 3 §2.6): how much each living warehouse holds, in all and per category. */
export const warehouseAnalysisSchema = z.object({
  warehouses: z.array(
    z.object({
      /** The warehouse number ('1' is the main warehouse). */
      warehouseId: z.string(),
      name: z.string(),
      total: z.number().int(),
      /** Stock whose catalogue number no living product has is counted under category ''. */
      byCategory: z.array(z.object({ category: z.string(), quantity: z.number().int() })),
    }),
  ),
});
export type WarehouseAnalysis = z.infer<typeof warehouseAnalysisSchema>;
export type WarehouseAnalysisRow = WarehouseAnalysis['warehouses'][number];

/** Copies of one sticker; a sheet holds 24, so 100 is four sheets of one item. */
export const stickerCopiesMax = 100;
/** Items in one sticker request (spec 3 §2.7 "selected rows"). */
export const stickerItemsMax = 200;
/** Labels in one request: 50 sheets of 24, so one print job stays a few seconds of work. */
export const stickerLabelsMax = 1200;

const warehouseRefSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .max(40, { error: m.tooLong });

export const printStickersRequestSchema = z.object({
  warehouseId: warehouseRefSchema,
  items: z
    .array(
      z.object({
        catalogNumber: z
          .string({ error: m.required })
          .trim()
          .min(1, { error: m.required })
          .max(100, { error: m.tooLong })
          // Code 128 set B encodes printable ASCII only.
          .regex(/^[\x20-\x7e]+$/, { error: m.invalidValue }),
        copies: z.coerce
          .number({ error: m.positiveQuantity })
          .int({ error: m.positiveQuantity })
          .min(1, { error: m.positiveQuantity })
          .max(stickerCopiesMax, { error: m.invalidValue }),
      }),
    )
    .min(1, { error: m.required })
    .max(stickerItemsMax, { error: m.invalidValue })
    .refine((items) => items.reduce((sum, item) => sum + item.copies, 0) <= stickerLabelsMax, {
      error: m.invalidValue,
    }),
});
export type PrintStickersRequest = z.input<typeof printStickersRequestSchema>;

export const inventoryReportRequestSchema = z.object({ warehouseId: warehouseRefSchema });
