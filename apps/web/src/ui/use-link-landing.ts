import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';

export interface LinkLanding {
  /** The parameter's value when a link brought it (opening the screen, or a link followed on it). */
  value: string | undefined;
  /** The screen has acted on it (opened the record, or found it is not one record). */
  done: () => void;
}

/**
 * A parameter that a link brought (issue 18: the global search's `?userId=…`, `?tractorNumber=…`),
 * as opposed to one the screen wrote itself while the person typed: the screen opens the record
 * for the first, never for the second. A link is the address the screen opened with, or a later
 * navigation that pushed a new entry; the list kit writes its own filters with `replace`.
 */
export function useLinkLanding(param: string): LinkLanding {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = params.get(param)?.trim() || undefined;
  const [value, setValue] = useState(current);
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (navigationType === 'PUSH' && current) setValue(current);
  }, [location.key, navigationType, current]);
  const done = useCallback(() => setValue(undefined), []);
  return { value, done };
}
