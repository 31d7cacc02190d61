import { toUserInput, type UserFormValues } from './user-form-values';

function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    isDeepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Spec 2 §4: the edit form has unsaved changes when what would be sent differs from the original,
 * or when uploads are still running. Temporary upload state is not a change: attachments are
 * compared by stored file id, never by their signed links (which expire and are re-issued) or
 * names, and files still uploading count only through `pendingUploads`.
 */
export function hasUnsavedChanges(
  current: UserFormValues,
  original: UserFormValues,
  pendingUploads = 0,
): boolean {
  if (pendingUploads > 0) return true;
  return !isDeepEqual(toUserInput(current), toUserInput(original));
}
