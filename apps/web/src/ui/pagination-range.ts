export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PaginationRangeOptions {
  /** The current page, counted from 1. Clamped into 1..totalPages. */
  page: number;
  totalPages: number;
  /** Pages shown on each side of the current page. */
  siblings?: number;
  /** Pages always shown at the start and at the end. */
  boundaries?: number;
}

function range(from: number, to: number): number[] {
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page buttons to show: the first page, the neighbours of the current page and the last page,
 * with an ellipsis for each gap. Once pages must be hidden, the number of items stays the same
 * wherever the current page is, so the buttons do not jump around while paging. An ellipsis is
 * used only for a gap of two or more pages; a gap of one shows that page instead.
 */
export function paginationRange({
  page,
  totalPages,
  siblings = 1,
  boundaries = 1,
}: PaginationRangeOptions): PaginationItem[] {
  const count = Math.max(0, Math.floor(totalPages));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // first/last boundaries, the window around the current page, the current page and two ellipses
  if (count <= boundaries * 2 + siblings * 2 + 3) return range(1, count);

  const startPages = range(1, boundaries);
  const endPages = range(count - boundaries + 1, count);
  const windowStart = Math.max(
    Math.min(current - siblings, count - boundaries - siblings * 2 - 1),
    boundaries + 2,
  );
  const windowEnd = Math.min(
    Math.max(current + siblings, boundaries + siblings * 2 + 2),
    count - boundaries - 1,
  );

  const items: PaginationItem[] = [...startPages];
  if (windowStart > boundaries + 2) items.push('start-ellipsis');
  else items.push(boundaries + 1);
  items.push(...range(windowStart, windowEnd));
  if (windowEnd < count - boundaries - 1) items.push('end-ellipsis');
  else items.push(count - boundaries);
  items.push(...endPages);
  return items;
}

/** Below 600 px (`sm`) a page button or ellipsis with this class is hidden: it belongs to the wide form. */
export const wideOnly = 'TgPagination-wideOnly';
/** From 600 px (`sm`) up a page button or ellipsis with this class is hidden: it belongs to the phone's form. */
export const narrowOnly = 'TgPagination-narrowOnly';

/**
 * The page buttons of both forms in one row: wide screens show the current page's neighbours, a
 * phone only the current page (with the first, the last and the ellipses in each). Both forms are
 * rendered and CSS hides the other form's extras, so the first render does not depend on the
 * screen's width (the storefront is rendered on the server, ADR 0032). Pages stay in ascending
 * order, each once, so keyboard order is the same in both forms.
 */
export function responsiveItems(
  page: number,
  pageCount: number,
): { item: PaginationItem; className?: typeof wideOnly | typeof narrowOnly }[] {
  const wide = paginationRange({ page, totalPages: pageCount, siblings: 1 });
  const narrow = paginationRange({ page, totalPages: pageCount, siblings: 0 });
  // Each item's place: a page at its number, an ellipsis just after the page before it.
  const placed = (items: PaginationItem[]) =>
    items.map((item, index) => ({
      item,
      place: typeof item === 'number' ? item : (items[index - 1] as number) + 0.5,
    }));
  const merged = new Map<number, { item: PaginationItem; wide: boolean; narrow: boolean }>();
  for (const { item, place } of placed(wide)) merged.set(place, { item, wide: true, narrow: false });
  for (const { item, place } of placed(narrow)) {
    const shared = merged.get(place);
    if (shared) shared.narrow = true;
    else merged.set(place, { item, wide: false, narrow: true });
  }
  return [...merged.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, entry]) => ({
      item: entry.item,
      className: entry.wide && entry.narrow ? undefined : entry.wide ? wideOnly : narrowOnly,
    }));
}
