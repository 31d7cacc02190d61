import { z } from 'zod';

export const pageSizes = [10, 15, 20, 25] as const;
export const searchMinLength = 3;
export const tableSearchDebounceMs = 150;

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
