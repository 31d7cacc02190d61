import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { isStaff, type Role } from '../common/roles';

/**
 * Saved filters (issue 18): a person names the filter a list screen shows (its address query,
 * e.g. `status=pending&search=123`) and opens it again later, or shares it with their team.
 * The screen key is the list screen's own name; the query is what the address bar holds, so a
 * saved filter is applied exactly as a link would be, and the server still scopes every row.
 */
export const savedFilterNameMaxLength = 60;
export const savedFilterQueryMaxLength = 2000;
/** A person's own filters per screen: enough for any real use, bounded against a runaway client. */
export const savedFiltersPerScreenLimit = 50;

export const savedFilterScreenSchema = z
  .string({ error: m.required })
  // The list memory's screen names: `policies`, `documents.priceQuote`, `products.windows`.
  .regex(/^[a-zA-Z][a-zA-Z0-9.-]{1,79}$/, { error: m.invalidValue });

const querySchema = z
  .string({ error: m.required })
  .trim()
  .max(savedFilterQueryMaxLength, { error: m.tooLong })
  // The address query without its "?": no line breaks, no fragment.
  .regex(/^[^\s#?]*$/, { error: m.invalidValue })
  .refine((query) => query.length > 0, { error: m.required });

export const savedFiltersQuerySchema = z.object({ screen: savedFilterScreenSchema });
export type SavedFiltersQuery = z.infer<typeof savedFiltersQuerySchema>;

export const createSavedFilterSchema = z.object({
  screen: savedFilterScreenSchema,
  name: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(savedFilterNameMaxLength, { error: m.tooLong }),
  query: querySchema,
  shared: z.boolean().default(false),
});
export type CreateSavedFilter = z.infer<typeof createSavedFilterSchema>;

export const deleteSavedFilterSchema = z.object({
  _id: z.string({ error: m.required }).uuid({ error: m.invalidValue }),
});

export const savedFilterSchema = z.object({
  _id: z.string(),
  screen: z.string(),
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  /** Whether the caller saved it (and so may delete it). */
  mine: z.boolean(),
  /** Who saved it: shown beside a filter shared by someone else. */
  ownerName: z.string(),
  createdAt: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFiltersSchema = z.object({ items: z.array(savedFilterSchema) });
export const deletedSavedFilterSchema = z.object({ _id: z.string(), deleted: z.literal(true) });

/**
 * Who a shared filter reaches: staff share with staff; an agent with their agency's group (an
 * agency with its agents); storekeepers, installers and suppliers with their own role. A customer
 * has no team and so cannot share.
 */
export function savedFilterTeamOf(person: { role: Role; id: string; groupId: string | null }): string | null {
  if (isStaff(person.role)) return 'staff';
  if (person.role === 'agent') return `group:${person.groupId ?? person.id}`;
  if (person.role === 'company') return `group:${person.id}`;
  if (person.role === 'customer') return null;
  return `role:${person.role}`;
}

export function canShareSavedFilters(role: Role): boolean {
  return role !== 'customer';
}
