import { normalizeSearch } from '../common/paging';

/**
 * A documents list's search (spec 2 §6 getAllDocs `search`). Document numbers start at 1, so a
 * number is a whole search at any length; anything else is searched from three characters, as
 * every other list does (spec 1 §5).
 */
export const isDocumentNumberSearch = (term: string): boolean => /^\d{1,9}$/.test(term.trim());

/** The term the server searches for, or undefined for no search. */
export function documentSearchTerm(term: string | undefined | null): string | undefined {
  const trimmed = term?.trim() ?? '';
  return isDocumentNumberSearch(trimmed) ? trimmed : normalizeSearch(trimmed);
}
