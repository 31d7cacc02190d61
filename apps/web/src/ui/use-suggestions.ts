import { useEffect, useState } from 'react';

/** Autocomplete rules (spec 3 §7): from 3 typed characters, 300 ms after typing stops. */
export const suggestMinLength = 3;
export const suggestDebounceMs = 300;

/** One empty list, so clearing a list that is already empty changes nothing and renders nothing. */
const noOptions: string[] = [];

export interface Suggestions {
  options: string[];
  isLoading: boolean;
}

/**
 * Suggestions for what was typed. Below the minimum length there are none; a failed request clears
 * the list (and is logged); an answer to an older input is ignored.
 */
export function useSuggestions(
  suggest: ((value: string) => Promise<string[]>) | undefined,
  input: string,
  { minLength = suggestMinLength, debounceMs = suggestDebounceMs } = {},
): Suggestions {
  const [options, setOptions] = useState<string[]>(noOptions);
  const [isLoading, setLoading] = useState(false);
  const term = input.trim();
  const isEnough = Boolean(suggest) && term.length >= minLength;

  useEffect(() => {
    if (!suggest || !isEnough) {
      setOptions(noOptions);
      setLoading(false);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      setLoading(true);
      suggest(term)
        .then((found) => {
          if (isCurrent) setOptions([...new Set(found)]);
        })
        .catch((error: unknown) => {
          console.error('Suggestions failed', error);
          if (isCurrent) setOptions([]);
        })
        .finally(() => {
          if (isCurrent) setLoading(false);
        });
    }, debounceMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [suggest, term, isEnough, debounceMs]);

  return { options, isLoading };
}

/**
 * What a free-text field offers as the person types: the server's suggestions for the typed text
 * (they already match it) and the known choices that contain it, each once.
 */
export function useCompletions(
  suggest: ((value: string) => Promise<string[]>) | undefined,
  options: readonly string[],
  input: string,
): Suggestions {
  const suggestions = useSuggestions(suggest, input);
  const typed = input.trim().toLocaleLowerCase();
  const known = typed ? options.filter((option) => option.toLocaleLowerCase().includes(typed)) : options;
  return { options: [...new Set([...suggestions.options, ...known])], isLoading: suggestions.isLoading };
}
