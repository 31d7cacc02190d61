import { fitListFromText, normalizeMachineNumber } from '@tg/domain';

/**
 * What the product form would store for a vehicle-fit list: the values as space-separated text,
 * trimmed, empties dropped, repeats once. Running stored lists through it is what the product
 * structure job does, so lists saved before the rule (or imported) match what the form saves.
 */
export function cleanFitList(values: readonly string[]): string[] {
  return fitListFromText(values.join(' ')).map((item) => item.value);
}

/** The search keys of a product: its chassis and vehicle numbers in stored form, each once. */
export function fitKeysOf(chassisNumbers: readonly string[], plates: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const value of [...chassisNumbers, ...plates]) {
    const key = normalizeMachineNumber(value.trim());
    if (key) keys.add(key);
  }
  return [...keys];
}

/**
 * Whether a fit-list entry can be a chassis or vehicle number at all: every plate and chassis
 * number carries digits, and fewer than three characters identify nothing (a prefix search on
 * "12" would match every machine). Words such as "ALL" or "-" in a fit list are notes, not numbers.
 */
export function isMachineNumber(value: string): boolean {
  const key = normalizeMachineNumber(value.trim());
  return key.length >= 3 && /\d/.test(key);
}

/** Same members regardless of order: search keys are a set, however another writer orders them. */
export function sameMembers(first: readonly string[], second: readonly string[]): boolean {
  const members = new Set(first);
  return members.size === new Set(second).size && second.every((value) => members.has(value));
}

export function sameList(first: readonly string[], second: readonly string[]): boolean {
  return first.length === second.length && first.every((value, index) => value === second[index]);
}
