/**
 * What a person last had on a list screen (issue 18): its filters and page size, kept in this
 * browser's local storage under that person's id and the screen's name, so it comes back the next
 * time the screen opens with no parameters, and one person's filters never show for another.
 */
export interface ListMemory {
  filters?: Record<string, string>;
  pageSize?: number;
}

const prefix = 'tg.list.';

export function listMemoryKey(userId: string, screen: string): string {
  return `${prefix}${userId}.${screen}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (private modes, policies): remembering is a convenience, the list still works.
    return null;
  }
}

export function readListMemory(key: string): ListMemory {
  const raw = storage()?.getItem(key);
  if (!raw) return {};
  try {
    const memory = JSON.parse(raw) as unknown;
    return memory && typeof memory === 'object' ? (memory as ListMemory) : {};
  } catch {
    return {};
  }
}

/** Merges `changes` into what is kept; an empty entry is removed rather than kept. */
export function writeListMemory(key: string, changes: ListMemory): void {
  const next = { ...readListMemory(key), ...changes };
  if (next.filters && Object.keys(next.filters).length === 0) delete next.filters;
  if (next.pageSize === undefined) delete next.pageSize;
  try {
    if (Object.keys(next).length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(next));
  } catch {
    // Full or refused: the list goes on without remembering.
  }
}
