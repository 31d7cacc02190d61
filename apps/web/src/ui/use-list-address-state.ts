import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthContext } from '../app/auth/auth-context';
import { listMemoryKey, readListMemory, writeListMemory } from './list-memory';

export type ListAddressValues<K extends string> = Partial<Record<K, string>>;

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
 * remembered, and `clear` forgets them. Sorting (`useListSort`) is not kept here yet; it can join by
 * adding `sortBy` and `sortDir` to a screen's keys (ADR 0041).
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
  // Decided once, as the screen opens: only an address without any of the list's parameters restores.
  const [restored] = useState<ListAddressValues<K> | undefined>(() => {
    if (!memoryKey || Object.keys(fromAddress).length > 0) return undefined;
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
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
        const text = value?.trim();
        if (text) next.set(key, text);
        else next.delete(key);
      }
      if (!isOn || next.toString() === latest.current.toString()) return;
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
    writeListMemory(memoryKey, { filters: JSON.parse(serialized) as Record<string, string> });
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
    if (memoryKey) writeListMemory(memoryKey, { filters: {} });
  }, [memoryKey, write]);

  const isRestored = Boolean(restored) && sameValues(values, restored ?? {});
  return useMemo(
    () => ({ values: JSON.parse(serialized) as ListAddressValues<K>, set, clear, isRestored }),
    [serialized, set, clear, isRestored],
  );
}
