import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type CatalogFilterName,
  type CatalogFilters,
  emptyCatalogFilters,
  readCatalogFilters,
  readPaging,
  writeCatalogQuery,
} from './catalog-filters';

/** Spec 3 §9: catalogue filter changes are applied 500 ms after the last one. */
export const catalogFilterDebounceMs = 500;

export interface CatalogUrlFilters {
  /** What the fields show, as typed. */
  draft: CatalogFilters;
  /** What the address says, and so what is searched. */
  applied: CatalogFilters;
  page: number;
  limit: number;
  /** A manufacturer change clears model and year; a model change clears the year. */
  change: (name: CatalogFilterName, value: string) => void;
  clear: () => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setLimit: (limit: number) => void;
}

/**
 * The category page's filters, kept in the address. Typing changes the fields at once and the
 * address 500 ms after the last change, replacing the history entry (so Back leaves the page
 * instead of undoing keystrokes); a new filter starts again at page 1. Paging adds history entries.
 */
export function useCatalogUrlFilters(): CatalogUrlFilters {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useMemo(() => readCatalogFilters(searchParams), [searchParams]);
  const { page, limit } = readPaging(searchParams);
  const [draft, setDraft] = useState(applied);
  const draftRef = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back, forward or a link changed the address: the fields follow, unless a change is on its way.
  const appliedKey = writeCatalogQuery(applied).toString();
  useEffect(() => {
    // On arrival the fields already show the address: no second render of the whole page.
    if (timer.current || writeCatalogQuery(draftRef.current).toString() === appliedKey) return;
    const fromAddress = readCatalogFilters(new URLSearchParams(appliedKey));
    draftRef.current = fromAddress;
    setDraft(fromAddress);
  }, [appliedKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const writeFilters = useCallback(
    (filters: CatalogFilters) =>
      setSearchParams(
        (current) => writeCatalogQuery(filters, { page: 1, limit: readPaging(current).limit }),
        {
          replace: true,
        },
      ),
    [setSearchParams],
  );

  const change = useCallback(
    (name: CatalogFilterName, value: string) => {
      const current = draftRef.current;
      if (current[name] === value) return;
      const next = { ...current, [name]: value };
      if (name === 'machine') Object.assign(next, { model: '', year: '' });
      if (name === 'model') next.year = '';
      draftRef.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        writeFilters(draftRef.current);
      }, catalogFilterDebounceMs);
    },
    [writeFilters],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    draftRef.current = emptyCatalogFilters;
    setDraft(emptyCatalogFilters);
    writeFilters(emptyCatalogFilters);
  }, [writeFilters]);

  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) =>
          writeCatalogQuery(readCatalogFilters(current), { page: next, limit: readPaging(current).limit }),
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );

  const setLimit = useCallback(
    (next: number) =>
      setSearchParams((current) => writeCatalogQuery(readCatalogFilters(current), { page: 1, limit: next })),
    [setSearchParams],
  );

  return { draft, applied, page, limit, change, clear, setPage, setLimit };
}
