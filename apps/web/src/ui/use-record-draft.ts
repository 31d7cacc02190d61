import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAuth } from '../app/auth/auth-context';
import { formDraftKey, readFormDraft, useFormDraft } from './form-draft';

export interface RecordDraftStart<TValues> {
  key: string;
  /** The values the form opens with: the draft over the record, when there is one. */
  initialValues: TValues;
  wasRestored: boolean;
}

/**
 * Where a record dialog's draft is kept (ui/form-draft), and the values its form opens with. View
 * mode reads none. `record` names the record, or what a new one starts from (`new.windows`).
 */
export function useRecordDraftStart<TValues>(
  kind: string,
  record: string,
  isReadOnly: boolean,
  original: TValues,
): RecordDraftStart<TValues> {
  const { user } = useAuth();
  const key = formDraftKey(user?._id, kind, record);
  const [draft] = useState(() => (isReadOnly ? null : readFormDraft<TValues>(key)));
  return { key, initialValues: draft ? { ...original, ...draft } : original, wasRestored: draft !== null };
}

export interface RecordDraftOptions<TValues extends FieldValues> {
  /** Drafts are kept while the dialog is open and editable. */
  enabled: boolean;
  /** Whether the values differ from the record as saved; an unchanged form keeps no draft. */
  isChanged: (values: TValues) => boolean;
  /** Files (their links expire) and fetched values are left out of what is kept. */
  toDraft: (values: TValues) => Partial<TValues>;
  /** What "start over" goes back to: the record as saved, keeping what was not typed. */
  startOverValues: (current: TValues) => TValues;
}

/**
 * Keeps a record dialog's draft as the person types; `clear` after saving or discarding, and
 * `startOver` (from the notice shown while `isRestored`) back to the record as saved.
 */
export function useRecordDraft<TValues extends FieldValues>(
  start: RecordDraftStart<TValues>,
  form: UseFormReturn<TValues, unknown, unknown>,
  { enabled, isChanged, toDraft, startOverValues }: RecordDraftOptions<TValues>,
) {
  const [isRestored, setRestored] = useState(start.wasRestored);
  const kept = useFormDraft({
    key: start.key,
    form,
    enabled,
    toDraft: (values) => (isChanged(values) ? toDraft(values) : null),
  });
  return {
    isRestored,
    clear: kept.clear,
    startOver: () => {
      form.reset(startOverValues(form.getValues()));
      kept.clear();
      setRestored(false);
    },
  };
}
