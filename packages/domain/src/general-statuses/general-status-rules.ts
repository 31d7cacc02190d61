import { validationMessages as m } from '../common/messages';

/**
 * General statuses (spec 2 §3, §4, §5): the named stages a business document goes through, in an
 * order staff choose. A few of them carry meaning for the product's rules; those are system
 * statuses (ADR 0023): they can be moved but not renamed or deleted.
 */

/** A new price quote starts here (spec 2 §4). */
export const priceQuoteStartingStatus = 'הצעת מחיר ללקוח';
/** Every other new document (work card, shipping certificate) starts here (spec 2 §4). */
export const defaultStartingStatus = 'סטטוס כללי';

/**
 * What an installer sets on a work card (spec 2 §4): collected is shown as "in route". The routes
 * dashboard sorts cards into its tabs and colours by these exact names.
 */
export const installerStatuses = {
  collected: 'נאסף',
  done: 'בוצע',
  failed: 'נכשל',
} as const;
export type InstallerStatus = (typeof installerStatuses)[keyof typeof installerStatuses];

/** What a storekeeper sets (handleStorekeeperStatus) once a card's products are picked and packed. */
export const storekeeperReadyStatus = 'הוכן';

/** The statuses rules depend on: they always exist, keep their names and cannot be deleted. */
export const systemGeneralStatuses: readonly string[] = [
  priceQuoteStartingStatus,
  defaultStartingStatus,
  installerStatuses.collected,
  installerStatuses.done,
  installerStatuses.failed,
];

/**
 * The statuses every install starts with, in this order (the migration inserts them): the two
 * starting statuses, two working stages, and the installer's three.
 */
export const defaultGeneralStatuses: readonly string[] = [
  priceQuoteStartingStatus,
  defaultStartingStatus,
  'בטיפול',
  'ממתין לחלקים',
  installerStatuses.collected,
  installerStatuses.done,
  installerStatuses.failed,
];

/** Positions are counted from 1: the first status in the list is at index 1, the last at n. */
export const firstGeneralStatusIndex = 1;

export const maxGeneralStatusNameLength = 60;

/** The status a new document of the category starts with (spec 2 §4). */
export function initialGeneralStatus(category: 'priceQuote' | 'workCard' | 'shippingCertificate'): string {
  return category === 'priceQuote' ? priceQuoteStartingStatus : defaultStartingStatus;
}

/** A name as stored: trimmed, inner runs of spaces made one. */
export function normalizeGeneralStatusName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Two names are the same status when they differ only in case or spacing. */
export function generalStatusNameKey(name: string): string {
  return normalizeGeneralStatusName(name).toLocaleLowerCase();
}

export function isSystemGeneralStatus(name: string): boolean {
  const key = generalStatusNameKey(name);
  return systemGeneralStatuses.some((status) => generalStatusNameKey(status) === key);
}

/**
 * What is wrong with a name for a new status, or for `exceptId`'s new name: empty, too long, or
 * taken by another status (case-insensitively). Undefined when it can be used.
 */
export function generalStatusNameProblem(
  name: string,
  existing: readonly { _id: string; value: string }[],
  exceptId?: string,
): string | undefined {
  const normalized = normalizeGeneralStatusName(name);
  if (!normalized) return m.statusNameRequired;
  if (normalized.length > maxGeneralStatusNameLength) return m.tooLong;
  const key = generalStatusNameKey(normalized);
  const taken = existing.some(
    (status) => status._id !== exceptId && generalStatusNameKey(status.value) === key,
  );
  return taken ? m.statusNameTaken : undefined;
}

/**
 * The list after moving the item at position `from` to position `to` (both counted from 1): the
 * ones between shift by one towards the gap, and every item gets its place again, 1..n, so gaps or
 * repeats in the input are healed. Positions outside 1..n are clamped.
 */
export function moveGeneralStatus<T extends { _id: string }>(
  ordered: readonly T[],
  id: string,
  to: number,
): (T & { index: number })[] {
  const list = [...ordered];
  const from = list.findIndex((item) => item._id === id);
  if (from >= 0) {
    const [moved] = list.splice(from, 1);
    const target = Math.min(Math.max(to - firstGeneralStatusIndex, 0), list.length);
    list.splice(target, 0, moved as T);
  }
  return list.map((item, position) => ({ ...item, index: position + firstGeneralStatusIndex }));
}
