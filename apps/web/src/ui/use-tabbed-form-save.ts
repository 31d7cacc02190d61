import { useState } from 'react';
import type { FieldErrors, FieldPath, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { errorPaths } from '../app/form-fields';
import type { DialogTabsState } from './dialog-tabs';

/** Where a form's first error is shown: the tab to open and, on it, the field to focus. */
export interface FirstErrorTarget<T extends string> {
  tab: T;
  /** The form path to focus once the tab shows; none leaves the focus where it is. */
  path?: string;
}

/**
 * The usual target: the first failed path, on the tab `tabOfPath` gives. `toFormPath` maps a schema
 * path to the form's path first, where the two differ (files held as files but sent as ids).
 */
export function firstPathTarget<T extends string>(
  tabOfPath: (path: string) => T,
  toFormPath: (path: string) => string = (path) => path,
): (paths: readonly string[]) => FirstErrorTarget<T> | undefined {
  return (paths) => {
    const first = paths[0];
    if (!first) return undefined;
    const path = toFormPath(first);
    return { tab: tabOfPath(path), path };
  };
}

export interface TabbedFormSaveOptions<TValues extends FieldValues, TParsed, TTab extends string> {
  form: Pick<UseFormReturn<TValues, unknown, TParsed>, 'handleSubmit' | 'setFocus'>;
  /** View mode: saving does nothing. */
  isReadOnly: boolean;
  /** The dialog's uploads; a save waits until they have all finished. */
  uploads: { settled: () => Promise<void> };
  /** The dialog's tabs (`useDialogTabs`). */
  dialogTabs: Pick<DialogTabsState<TTab>, 'showTab'>;
  /** Where the first of some failed paths is shown; `firstPathTarget(tabOfPath)` for most dialogs. */
  errorTarget: (paths: readonly string[]) => FirstErrorTarget<TTab> | undefined;
  /** The dialog's own notice for values that did not validate; the first error is then shown. */
  notifyInvalid: (errors: FieldErrors<TValues>) => void;
}

export interface TabbedFormSave<TParsed> {
  isSaving: boolean;
  /**
   * Unless read-only or already saving: waits for the uploads, validates, and hands the parsed
   * values to `saveValid` (the dialog's mutation, which needs `showFirstError`, hence an argument).
   */
  save: (saveValid: SubmitHandler<TParsed>) => Promise<void>;
  /** Opens the tab holding the first of these paths and focuses the field; for the server's field errors too. */
  showFirstError: (paths: readonly string[]) => void;
}

/**
 * One save flow for every tabbed record dialog: files still uploading are part of what is saved, so
 * they finish first; values that do not validate get the dialog's notice, the tab holding the first
 * invalid field opens and that field gets the focus (the form's own `shouldFocusError` cannot, as the
 * field may sit on a tab that is hidden or not mounted yet).
 */
export function useTabbedFormSave<TValues extends FieldValues, TParsed, TTab extends string>({
  form,
  isReadOnly,
  uploads,
  dialogTabs,
  errorTarget,
  notifyInvalid,
}: TabbedFormSaveOptions<TValues, TParsed, TTab>): TabbedFormSave<TParsed> {
  const [isSaving, setSaving] = useState(false);

  const showFirstError = (paths: readonly string[]) => {
    const target = errorTarget(paths);
    if (!target) return;
    dialogTabs.showTab(target.tab);
    const { path } = target;
    // After the tab has mounted and is visible.
    if (path) setTimeout(() => form.setFocus(path as FieldPath<TValues>), 0);
  };

  const save = async (saveValid: SubmitHandler<TParsed>) => {
    if (isReadOnly || isSaving) return;
    setSaving(true);
    try {
      // Files still uploading are part of what the person is saving.
      await uploads.settled();
      await form.handleSubmit(saveValid, (errors) => {
        notifyInvalid(errors);
        showFirstError(errorPaths(errors));
      })();
    } finally {
      setSaving(false);
    }
  };

  return { isSaving, save, showFirstError };
}
