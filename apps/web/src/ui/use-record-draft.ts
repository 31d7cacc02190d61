import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAuth } from '../app/auth/auth-context';
import { formDraftKey, readFormDraft, useFormDraft } from './form-draft';

export interface RecordDraftStart<TValues> {
  key: string;
  /** The record as saved (or a new one's empty form). */
  original: TValues;
  /** The values the form opens with: the draft over the record, when there is one. */
  initialValues: TValues;
  wasRestored: boolean;
  /** View mode: no draft is read or kept. */
  isReadOnly: boolean;
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
  return {
    key,
    original,
    initialValues: draft ? { ...original, ...draft } : original,
    wasRestored: draft !== null,
    isReadOnly,
  };
}

export interface RecordDraftOptions<TValues extends FieldValues> {
  /** Drafts are kept while the dialog is open (and editable). */
  isOpen: boolean;
  /** Whether the values differ from the record as saved; an unchanged form keeps no draft. */
  isChanged: (values: TValues) => boolean;
  /** Files (their links expire) and fetched values are left out of what is kept. */
  toDraft: (values: TValues) => Partial<TValues>;
  /** What "start over" goes back to; the record as saved unless something was not typed. */
  startOverValues?: (current: TValues) => TValues;
}

/**
 * Keeps a record dialog's draft as the person types; `clear` after saving, `clearing(onClose)` for
 * a confirmed discard, and `startOver` (from the notice shown while `isRestored`) back to the
 * record as saved.
 */
export function useRecordDraft<TValues extends FieldValues>(
  start: RecordDraftStart<TValues>,
  form: UseFormReturn<TValues, unknown, unknown>,
  { isOpen, isChanged, toDraft, startOverValues = () => start.original }: RecordDraftOptions<TValues>,
) {
  const [isRestored, setRestored] = useState(start.wasRestored);
  const kept = useFormDraft({
    key: start.key,
    form,
    enabled: isOpen && !start.isReadOnly,
    toDraft: (values) => (isChanged(values) ? toDraft(values) : null),
  });
  return {
    isRestored,
    clear: kept.clear,
    /** `then`, with the draft forgotten first. */
    clearing: (then: () => void) => () => {
      kept.clear();
      then();
    },
    startOver: () => {
      form.reset(startOverValues(form.getValues()));
      kept.clear();
      setRestored(false);
    },
  };
}
