import { searchMinLength, tableSearchDebounceMs } from '@tg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SearchDecision = { kind: 'clear' } | { kind: 'too-short' } | { kind: 'search'; term: string };

/**
 * What a typed search means (spec 1 §5): trimmed; empty clears the search; one or two characters
 * are not sent; three or more are searched for.
 */
export function decideSearch(
  input: string,
  minLength: number = searchMinLength,
  isShortAllowed: (term: string) => boolean = () => false,
): SearchDecision {
  const term = input.trim();
  if (!term) return { kind: 'clear' };
  if (term.length < minLength && !isShortAllowed(term)) return { kind: 'too-short' };
  return { kind: 'search', term };
}

export interface TableSearchOptions {
  minLength?: number;
  debounceMs?: number;
  /** A shorter term that still means something, such as document number 7. */
  isShortAllowed?: (term: string) => boolean;
  /** Called when the applied term changes (for example to go back to the first page). */
  onTermChange?: (term: string | undefined) => void;
  /**
   * The applied term as kept elsewhere, such as the address (use-list-address-state.ts): the field
   * starts with it and follows it when it changes there (the back button, a link to the same screen).
   * Typing still reports through `onTermChange`, which is expected to write it back.
   */
  appliedTerm?: string;
}

export interface TableSearch {
  /** What is in the field, as typed. */
  input: string;
  setInput: (value: string) => void;
  /** The search applied to the list: trimmed and long enough, or undefined for none. */
  term: string | undefined;
  /** Enter or the search button: applies at once, or opens the input-required dialog when too short. */
  submit: () => void;
  /** Empties the field and the search. */
  clear: () => void;
  isTooShortDialogOpen: boolean;
  closeTooShortDialog: () => void;
  minLength: number;
}

/**
 * The search of a table: typing is applied after a short pause (150 ms). A term too short to send
 * leaves the applied search as it was, so the list does not reload for nothing; submitting it opens
 * a dialog asking for more characters.
 */
export function useTableSearch({
  minLength = searchMinLength,
  debounceMs = tableSearchDebounceMs,
  isShortAllowed,
  onTermChange,
  appliedTerm,
}: TableSearchOptions = {}): TableSearch {
  const isShortAllowedRef = useRef(isShortAllowed);
  isShortAllowedRef.current = isShortAllowed;
  const decide = useCallback(
    (value: string) => decideSearch(value, minLength, isShortAllowedRef.current),
    [minLength],
  );
  const [input, setInputState] = useState(appliedTerm ?? '');
  const [term, setTerm] = useState<string | undefined>(appliedTerm);
  const [isTooShortDialogOpen, setTooShortDialogOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const termRef = useRef<string | undefined>(appliedTerm);
  const onTermChangeRef = useRef(onTermChange);
  onTermChangeRef.current = onTermChange;

  const apply = useCallback((next: string | undefined) => {
    if (termRef.current === next) return;
    termRef.current = next;
    setTerm(next);
    onTermChangeRef.current?.(next);
  }, []);

  const applyDecision = useCallback(
    (decision: SearchDecision) => {
      if (decision.kind === 'clear') apply(undefined);
      else if (decision.kind === 'search') apply(decision.term);
    },
    [apply],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  // Only a change of the kept term itself is followed: a render in which this search has applied a
  // term the address has not taken yet must not undo it.
  const lastApplied = useRef(appliedTerm);
  useEffect(() => {
    if (lastApplied.current === appliedTerm) return;
    lastApplied.current = appliedTerm;
    if (termRef.current === appliedTerm) return;
    clearTimeout(timer.current);
    termRef.current = appliedTerm;
    setTerm(appliedTerm);
    setInputState(appliedTerm ?? '');
  }, [appliedTerm]);

  const setInput = useCallback(
    (value: string) => {
      setInputState(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => applyDecision(decide(value)), debounceMs);
    },
    [applyDecision, debounceMs, decide],
  );

  const submit = useCallback(() => {
    clearTimeout(timer.current);
    const decision = decide(input);
    if (decision.kind === 'too-short') setTooShortDialogOpen(true);
    else applyDecision(decision);
  }, [applyDecision, input, decide]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setInputState('');
    apply(undefined);
  }, [apply]);

  const closeTooShortDialog = useCallback(() => setTooShortDialogOpen(false), []);

  return {
    input,
    setInput,
    term,
    submit,
    clear,
    isTooShortDialogOpen,
    closeTooShortDialog,
    minLength,
  };
}
