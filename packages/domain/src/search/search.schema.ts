import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/** The groups one search answers, in the order the dialog shows them (issue 18). */
export const searchGroupTypes = [
  'customers',
  'machines',
  'subscriptions',
  'serviceCalls',
  'documents',
  'products',
] as const;
export type SearchGroupType = (typeof searchGroupTypes)[number];

/** At most this many items in each group: the search opens a record, the lists browse. */
export const searchGroupLimit = 5;
export const searchTermMinLength = 2;
export const searchTermMaxLength = 100;

/** `GET /api/search?q=…`: the typed text, trimmed, 2–100 characters. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: m.required })
    .trim()
    .min(searchTermMinLength, { error: m.minLength2 })
    .max(searchTermMaxLength, { error: m.tooLong }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One found record: what to show and the back-office address that opens it. */
export const searchItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  type: z.enum(searchGroupTypes),
  items: z.array(searchItemSchema).max(searchGroupLimit),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Only groups with something found, and only groups the caller may see. */
export const searchResultSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
