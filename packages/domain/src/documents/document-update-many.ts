import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { handlerRoles } from './document.schema';
import { MIN_UPDATE_NOTE_LENGTH } from './document-changes';
import { documentMessages } from './document-messages';

/**
 * Changing the general status or the assignees of many documents in one call (issue 18, ADR
 * 0044). Each id goes through the same update as one document's; the answer counts the updated
 * ones and names each one that was not, with the code its own update would have answered and,
 * when that update named a reason beside a field, the reason's message key.
 */
export const updateManyDocsMaxIds = 100;

/**
 * The note each changed document gets when the caller sent none: a one-document update needs a
 * new note (spec 2 §5), and the bulk change is what explains it. Hebrew, as the business's notes are.
 */
export const bulkChangeNote = 'עדכון מרוכז';

const personId = z.string({ error: m.invalidValue }).uuid({ error: m.invalidValue }).nullable();

export const docChangesSchema = z
  .object({
    /** One of the general statuses (every category may carry any of them, ADR 0023). */
    generalStatus: z.string().trim().min(1, { error: m.required }).max(100, { error: m.tooLong }).optional(),
    /** A person by id for each slot to change; null takes the slot's person off. */
    handleBy: z.partialRecord(z.enum(handlerRoles, { error: m.invalidValue }), personId).optional(),
  })
  .refine(
    (changes) => changes.generalStatus !== undefined || Object.keys(changes.handleBy ?? {}).length > 0,
    {
      error: m.required,
    },
  );
export type DocChanges = z.infer<typeof docChangesSchema>;

export const updateManyDocsRequestSchema = z.object({
  ids: z
    .array(z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }), { error: m.required })
    .min(1, { error: m.required })
    .max(updateManyDocsMaxIds, { error: m.invalidValue })
    // A repeated id would be changed once and then refused as unchanged: refused up front.
    .refine((ids) => new Set(ids).size === ids.length, { error: m.invalidValue }),
  changes: docChangesSchema,
  /** The new note each document gets; {@link bulkChangeNote} when absent. */
  note: z
    .string()
    .trim()
    .min(MIN_UPDATE_NOTE_LENGTH, { error: documentMessages.newNoteRequired })
    .max(4000, { error: m.tooLong })
    .optional(),
});
export type UpdateManyDocsRequest = z.input<typeof updateManyDocsRequestSchema>;
export type ParsedUpdateManyDocsRequest = z.output<typeof updateManyDocsRequestSchema>;

export const updateManyDocsFailureSchema = z.object({
  _id: z.string(),
  code: z.string(),
  /** The message key the single update gave beside a field (`documents.noChanges`…), if any. */
  reason: z.string().optional(),
});
export type UpdateManyDocsFailure = z.infer<typeof updateManyDocsFailureSchema>;

export const updateManyDocsResultSchema = z.object({
  updated: z.number().int(),
  failed: z.array(updateManyDocsFailureSchema),
});
export type UpdateManyDocsResult = z.infer<typeof updateManyDocsResultSchema>;
