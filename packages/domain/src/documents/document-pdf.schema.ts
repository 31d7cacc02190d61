import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { docCategorySchema, documentInputSchema } from './document.schema';

/**
 * generatePdf (spec 2 §7): a document as the modal holds it, plus how to print it. A preview
 * (`isPreview`) prints what was sent and stores nothing. Otherwise the stored document named by
 * `category` and `docId` is printed — the document fields sent are ignored, the server prints
 * only what it stored — as its original, or with `isPdfUrl2` as a true copy, and kept as the
 * document's `pdfUrl` / `pdfUrl2`.
 */
export const generatePdfRequestSchema = documentInputSchema
  .extend({
    category: docCategorySchema,
    /** The document's number; none for a preview of a document not issued yet. */
    docId: z.coerce
      .number({ error: m.invalidValue })
      .int({ error: m.invalidValue })
      .min(1, { error: m.invalidValue })
      .nullable()
      .optional()
      .transform((value) => value ?? undefined),
    /** A free line printed under the title. */
    headerText: z.string().trim().max(300, { error: m.tooLong }).optional().default(''),
    isPreview: z.boolean({ error: m.invalidValue }).optional().default(false),
    /** The true copy ("העתק נאמן למקור") rather than the original ("מקור"). */
    isPdfUrl2: z.boolean({ error: m.invalidValue }).optional().default(false),
  })
  .refine((request) => request.isPreview || request.docId !== undefined, {
    error: m.missingItemId,
    path: ['docId'],
  });
export type GeneratePdfRequest = z.input<typeof generatePdfRequestSchema>;
export type ParsedGeneratePdfRequest = z.output<typeof generatePdfRequestSchema>;
