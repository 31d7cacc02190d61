import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { toUserInput, type UserFormValues } from './user-form-values';

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
  return hasUnsavedRequest(toUserInput(current), toUserInput(original), pendingUploads);
}
