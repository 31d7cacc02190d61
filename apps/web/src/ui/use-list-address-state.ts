import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthContext } from '../app/auth/auth-context';
import { listMemoryKey, readListMemory, writeListMemory } from './list-memory';

export type ListAddressValues<K extends string> = Partial<Record<K, string>>;

/**
 * A sorted list's order in the address (use-list-sort.ts keeps it through this hook under its own
 * keys). Counted among every screen's parameters, so a link that carries only a sort opens with it
 * and does not bring back the person's last filters.
 */
export const listSortAddressKeys = ['sortBy', 'sortDir'] as const;

/**
 * Every parameter name a screen's hooks have read (its filters, its search, its sort): a screen
 * restores the person's last ones only when the address has none of them.
 */
const screenKeys = new Map<string, Set<string>>();
function registerScreenKeys(screen: string | null, keys: readonly string[]): readonly string[] {
  if (screen === null) return keys;
  const known = screenKeys.get(screen) ?? new Set<string>(listSortAddressKeys);
  for (const key of keys) known.add(key);
  screenKeys.set(screen, known);
  return [...known];
}

/**
 * The address one of a screen's hooks has just written and the router has not shown yet. Several
 * hooks of one screen write in the same event (restoring the filters and the sort): each builds on
 * the one before, or the last write would drop the others'. Valid only in that event.
 */
let pendingWrite: { from: string; to: URLSearchParams } | null = null;
function baseForWrite(latest: URLSearchParams): URLSearchParams {
  return pendingWrite && pendingWrite.from === latest.toString() ? pendingWrite.to : latest;
}
function rememberPendingWrite(latest: URLSearchParams, next: URLSearchParams) {
  const from =
    pendingWrite && pendingWrite.from === latest.toString() ? pendingWrite.from : latest.toString();
  pendingWrite = { from, to: next };
  queueMicrotask(() => {
    if (pendingWrite?.to === next) pendingWrite = null;
  });
}

/** The person's remembered parameters with this hook's replaced: a screen's other hooks keep theirs. */
function mergeMemory(memoryKey: string, keys: readonly string[], values: Record<string, string>) {
  const others = Object.entries(readListMemory(memoryKey).filters ?? {}).filter(
    ([key]) => !keys.includes(key),
  );
  writeListMemory(memoryKey, { filters: { ...Object.fromEntries(others), ...values } });
}

export interface ListAddressState<K extends string> {
  /** The filters in the address (`?status=pending&search=123`), under the list's API names. */
  values: ListAddressValues<K>;
  /** Writes some filters; an empty or undefined value removes its parameter. */
  set: (changes: Partial<Record<K, string | undefined>>) => void;
  /** Removes every filter of the list from the address and from the person's memory. */
  clear: () => void;
  /** The filters shown are the person's saved ones, restored because the screen opened without any. */
  isRestored: boolean;
}

function pick<K extends string>(params: URLSearchParams, keys: readonly K[]): ListAddressValues<K> {
  const values: ListAddressValues<K> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

function sameValues(a: Record<string, string | undefined>, b: Record<string, string | undefined>) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] || undefined) === (b[key] || undefined));
}

/**
 * A list screen's filters and search terms kept in the address query (issue 18), under the same names
 * as the list's API parameters, so a reload keeps them, the back button works and a link with
 * parameters (the global search, the home page's counts) lands filtered. Written with `replace`, so
 * typing does not fill the history; parameters that are not the list's (an opened record) are kept.
 *
 * When the screen opens with none of its parameters, the person's last filters on that screen come
 * back from local storage (keyed by person and screen) and `isRestored` says so; every change is
 * remembered, and `clear` forgets them. A screen may read its parameters through several of these
 * hooks (its filters, and its sort through `useListSort`): each keeps and remembers its own keys, and
 * `clear` clears only those, so clearing the filters keeps the order.
 */
export function useListAddressState<K extends string>(
  screen: string | null,
  keys: readonly K[],
): ListAddressState<K> {
  const fromAddress = useAddressValues(screen, keys);
  const [local, setLocal] = useState<ListAddressValues<K>>({});
  const localState = useMemo<ListAddressState<K>>(
    () => ({
      values: local,
      set: (changes) =>
        setLocal((current) => {
          const next: ListAddressValues<K> = { ...current };
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value?.trim()) next[key] = value.trim();
            else delete next[key];
          }
          return next;
        }),
      clear: () => setLocal({}),
      isRestored: false,
    }),
    [local],
  );
  // A list inside a picker dialog is not the screen: it keeps its filters to itself.
  return screen === null ? localState : fromAddress;
}

function useAddressValues<K extends string>(screen: string | null, keys: readonly K[]): ListAddressState<K> {
  const [params, setParams] = useSearchParams();
  // Outside a signed-in shell (some component tests) nothing is remembered.
  const user = useContext(AuthContext)?.user;
  const memoryKey = user && screen ? listMemoryKey(user._id, screen) : undefined;
  const isOn = screen !== null;
  const keysRef = useRef(keys);
  keysRef.current = keys;

  const fromAddress = isOn ? pick(params, keys) : {};
  const screenParams = registerScreenKeys(screen, keys);
  // Decided once, as the screen opens: only an address without any of the screen's parameters
  // (its filters, search and sort, whichever hook reads them) restores.
  const [restored] = useState<ListAddressValues<K> | undefined>(() => {
    if (!memoryKey || Object.keys(pick(params, screenParams)).length > 0) return undefined;
    const saved = readListMemory(memoryKey).filters ?? {};
    const values = pick(new URLSearchParams(saved), keys);
    return Object.keys(values).length > 0 ? values : undefined;
  });
  const [isWritingRestored, setWritingRestored] = useState(Boolean(restored));
  // Until the restored filters reach the address, the first render already shows them.
  const values = isWritingRestored && restored ? restored : fromAddress;

  // Several changes in one event (clearing two searches) each build on the one before.
  // A render before the router has taken the last change keeps that change rather than the old address.
  const latest = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    latest.current = params;
  }
  // react-router's setter changes with every address; the writer must not, or the restore below reruns.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const write = useCallback(
    (changes: Partial<Record<K, string | undefined>>) => {
      const base = baseForWrite(latest.current);
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
        const text = value?.trim();
        if (text) next.set(key, text);
        else next.delete(key);
      }
      if (!isOn || next.toString() === base.toString()) return;
      rememberPendingWrite(latest.current, next);
      latest.current = next;
      setParamsRef.current(next, { replace: true });
    },
    [isOn],
  );

  useEffect(() => {
    if (restored) write(restored);
  }, [restored, write]);
  // The router takes the address in a transition: until it shows the restored filters, they stay
  // shown from memory, so the list is never asked once without them.
  const hasAddressValues = Object.keys(fromAddress).length > 0;
  useEffect(() => {
    if (hasAddressValues) setWritingRestored(false);
  }, [hasAddressValues]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (!memoryKey || isWritingRestored) return;
    mergeMemory(memoryKey, keysRef.current, JSON.parse(serialized) as Record<string, string>);
  }, [memoryKey, serialized, isWritingRestored]);

  // A change made before the restored filters have reached the address is the person's own.
  const set = useCallback(
    (changes: Partial<Record<K, string | undefined>>) => {
      setWritingRestored(false);
      write(changes);
    },
    [write],
  );
  const clear = useCallback(() => {
    setWritingRestored(false);
    write(Object.fromEntries(keysRef.current.map((key) => [key, undefined])) as Record<K, undefined>);
    if (memoryKey) mergeMemory(memoryKey, keysRef.current, {});
  }, [memoryKey, write]);

  const isRestored = Boolean(restored) && sameValues(values, restored ?? {});
  return useMemo(
    () => ({ values: JSON.parse(serialized) as ListAddressValues<K>, set, clear, isRestored }),
    [serialized, set, clear, isRestored],
  );
}
