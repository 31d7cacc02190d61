import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const prefix = 'tg.draft.';
const saveDelayMs = 400;

/**
 * Where a form's draft is kept: per person, per kind of record and per record (or per "new" and
 * what it starts from), so one person's draft never shows in another's form.
 */
export function formDraftKey(userId: string | undefined, ...parts: string[]): string {
  return `${prefix}${[userId ?? 'anonymous', ...parts].join('.')}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (private modes, policies): drafts are a convenience, the form still works.
    return null;
  }
}

/** The draft kept under `key`, if any. */
export function readFormDraft<T>(key: string): Partial<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as unknown;
    return draft && typeof draft === 'object' ? (draft as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** Every draft of this tab; on signing out, so the next person at the device sees none. */
export function clearFormDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}

export interface FormDraftOptions<TValues extends FieldValues> {
  key: string;
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'watch'>;
  /** Off in view mode and while the dialog is closed. */
  enabled: boolean;
  /**
   * What of the values is kept (files, whose links expire, and fetched values are left out);
   * null when there is nothing to keep (the values are the record's own again).
   */
  toDraft: (values: TValues) => Partial<TValues> | null;
}

/**
 * Keeps what a person types in a form in this tab's session storage, a moment after each change
 * and at once when the page is hidden or unloaded, so a reload (or a phone dropping the tab) does
 * not lose it; the form reads it back with `readFormDraft` when it opens. `clear` once the record
 * is saved or the changes are discarded; nothing is written while `enabled` is off.
 */
export function useFormDraft<TValues extends FieldValues>({
  key,
  form,
  enabled,
  toDraft,
}: FormDraftOptions<TValues>): { clear: () => void } {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; values: TValues } | null>(null);
  const latest = useRef(toDraft);
  latest.current = toDraft;

  useEffect(() => {
    if (!enabled) return;
    const write = () => {
      const values = pending.current?.values;
      if (!values) return;
      clearTimeout(pending.current?.timer);
      pending.current = null;
      try {
        const draft = latest.current(values);
        if (draft) storage()?.setItem(key, JSON.stringify(draft));
        else storage()?.removeItem(key);
      } catch {
        // Full or refused: the form goes on without a draft.
      }
    };
    const subscription = form.watch((values) => {
      clearTimeout(pending.current?.timer);
      pending.current = { timer: setTimeout(write, saveDelayMs), values: values as TValues };
    });
    const writeIfHidden = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', writeIfHidden);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', writeIfHidden);
      clearTimeout(pending.current?.timer);
      pending.current = null;
    };
  }, [enabled, form, key]);

  return {
    clear: () => {
      clearTimeout(pending.current?.timer);
      pending.current = null;
      storage()?.removeItem(key);
    },
  };
}
