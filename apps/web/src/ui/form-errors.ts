import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../app/api-client';

/**
 * Puts the server's per-field message keys (400 validation, 409 duplicates) on the form's fields,
 * where they are shown translated like the form's own errors. Returns whether any field got one:
 * when none did, the caller shows a general error instead.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, messageKey] of Object.entries(error.fields)) {
    const field = fieldNames.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message: messageKey }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
