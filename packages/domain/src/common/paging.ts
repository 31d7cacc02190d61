import { z } from 'zod';
import { searchMinLength } from './list-settings';
import { validationMessages as m } from './messages';

/** Query-string paging: page is counted from 1 unless a module says otherwise. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** A search term is used only once trimmed and at least three characters long. */
export function normalizeSearch(term: string | undefined | null): string | undefined {
  const trimmed = term?.trim() ?? '';
  return trimmed.length >= searchMinLength ? trimmed : undefined;
}

/** A page number in a request body or query, from 1; bad values answer the field's message. */
export const pageNumberSchema = z.coerce
  .number({ error: m.invalidValue })
  .int({ error: m.invalidValue })
  .min(1, { error: m.invalidValue });
/** Rows per page, 1 to 100. */
export const pageLimitSchema = z.coerce
  .number({ error: m.invalidValue })
  .int({ error: m.invalidValue })
  .min(1, { error: m.invalidValue })
  .max(100, { error: m.invalidValue });
/** An optional filter as typed: trimmed, bounded. */
export const filterTextSchema = (max = 100) => z.string().trim().max(max, { error: m.tooLong }).optional();
