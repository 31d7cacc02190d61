import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { maxGeneralStatusNameLength, normalizeGeneralStatusName } from './general-status-rules';

/** A general status as the API answers it (spec 2 §3): its name is `value`, its place `index`. */
export const generalStatusSchema = z.object({
  _id: z.string(),
  value: z.string(),
  /** 1 for the first status in the list, n for the last; no gaps, no repeats. */
  index: z.number().int(),
  /** A status the rules depend on (ADR 0023): it can be moved, not renamed or deleted. */
  isSystem: z.boolean(),
});
export type GeneralStatus = z.infer<typeof generalStatusSchema>;

/** A status name as typed: trimmed, spaces made single, required (spec 2 §5). */
export const generalStatusNameSchema = z
  .string({ error: m.statusNameRequired })
  .trim()
  .min(1, { error: m.statusNameRequired })
  .max(maxGeneralStatusNameLength, { error: m.tooLong })
  .transform(normalizeGeneralStatusName);

const idSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });
const positionSchema = z
  .number({ error: m.statusIndexRange })
  .int({ error: m.statusIndexRange })
  .min(1, { error: m.statusIndexRange })
  .max(10_000, { error: m.statusIndexRange });

/** `POST /settings/createGeneralStatus {status}`: the new status goes last. */
export const createGeneralStatusSchema = z.object({ status: generalStatusNameSchema });
export type CreateGeneralStatusRequest = z.input<typeof createGeneralStatusSchema>;

export const deleteGeneralStatusSchema = z.object({ id: idSchema });
export type DeleteGeneralStatusRequest = z.input<typeof deleteGeneralStatusSchema>;

/**
 * `POST /settings/updateGeneralStatus` (spec 2 §7): rename and/or move one status. `currentStatus`
 * and `previousIndex` are what the caller read; when the stored status no longer matches them
 * someone else changed it first, and the call is refused (409) rather than applied to a list the
 * caller never saw.
 */
export const updateGeneralStatusSchema = z.object({
  id: idSchema,
  currentStatus: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200),
  previousIndex: positionSchema,
  updatedIndex: positionSchema,
  updatedStatusName: generalStatusNameSchema,
});
export type UpdateGeneralStatusRequest = z.input<typeof updateGeneralStatusSchema>;

/** `GET /settings/getGeneralStatuses`: every status, ordered by index. */
export const generalStatusesListSchema = z.object({ generalStatuses: z.array(generalStatusSchema) });

/** An update answers the whole list after the change, in index order. */
export const updatedGeneralStatusesSchema = z.object({ updatedStatuses: z.array(generalStatusSchema) });

/** A delete answers the removed status and the list after it, renumbered. */
export const deletedGeneralStatusSchema = z.object({
  deletedStatus: generalStatusSchema,
  updatedStatuses: z.array(generalStatusSchema),
});
