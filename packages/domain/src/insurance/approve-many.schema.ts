import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/**
 * Approving many subscriptions or service calls in one call (issue 18). Each id goes through the
 * same approval as one would; the answer counts the approved ones and names each one that was not,
 * with the error code its own approval would have answered (NOT_FOUND, CONFLICT, FORBIDDEN).
 */
export const approveManyMaxIds = 100;

export const approveManyRequestSchema = z.object({
  ids: z
    .array(z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }), { error: m.required })
    .min(1, { error: m.required })
    .max(approveManyMaxIds, { error: m.invalidValue })
    // A repeated id would be approved once and then fail as no longer pending: refused up front.
    .refine((ids) => new Set(ids).size === ids.length, { error: m.invalidValue }),
});
export type ApproveManyRequest = z.input<typeof approveManyRequestSchema>;

export const approveManyFailureSchema = z.object({ _id: z.string(), code: z.string() });
export type ApproveManyFailure = z.infer<typeof approveManyFailureSchema>;

export const approveManyResultSchema = z.object({
  approved: z.number().int(),
  failed: z.array(approveManyFailureSchema),
});
export type ApproveManyResult = z.infer<typeof approveManyResultSchema>;
