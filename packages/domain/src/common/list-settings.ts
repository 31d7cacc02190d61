/**
 * The lists' plain settings, apart from the paging schemas (common/paging.ts) so that a screen
 * reading only these does not load the validation library (ADR 0031).
 */
export const pageSizes = [10, 15, 20, 25] as const;
export const searchMinLength = 3;
export const tableSearchDebounceMs = 150;
