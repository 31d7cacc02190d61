import type { ParsedRegistryItemInput, RegistryCategory, RegistryItem } from '@tg/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { applyServerFieldErrors, saveFailureMessage } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { useCreateRegistryItem, useUpdateRegistryItem } from '../../api/use-registry';
import type { RegistryDialogMode } from './registry-dialog-context';
import type { RegistryFormValues } from './registry-form-values';

/** Spec 3 §9: the government "already exists" warning stays 4 seconds. */
export const existsWarningMs = 4000;

interface SaveRegistryItemOptions {
  mode: RegistryDialogMode;
  category: RegistryCategory;
  item?: RegistryItem;
  form: UseFormReturn<RegistryFormValues, unknown, ParsedRegistryItemInput>;
  /** After a failed save with field errors: show the tab and field of the first one. */
  onFieldErrors: (paths: string[]) => void;
  onSaved: (item: RegistryItem) => void;
}

/**
 * Sends a valid record: create, or update with the record's id. The toasts are spec 3 §8's; a
 * failure keeps the dialog open with what was typed, and the server's field errors
 * (`item.mispar_rechev` → `validation.itemExists`) go on the fields.
 */
export function useSaveRegistryItem({
  mode,
  category,
  item,
  form,
  onFieldErrors,
  onSaved,
}: SaveRegistryItemOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateRegistryItem();
  const update = useUpdateRegistryItem();

  return async (parsed: ParsedRegistryItemInput) => {
    const isCreate = mode === 'create';
    const failureKey = isCreate ? 'registry.notices.createError' : 'registry.notices.updateError';
    if (!isCreate && !item?._id) {
      notify.error(`${t(failureKey)}. ${t('validation.missingItemId')}`);
      return;
    }
    try {
      const saved = isCreate
        ? await create.mutateAsync({ category, item: parsed })
        : await update.mutateAsync({ category, item: { ...parsed, _id: item?._id ?? '' } });
      if (!saved?._id) {
        // Spec 3 §8: an answer without an id means the record was already there.
        notify.warning(t('registry.notices.exists'), { durationMs: existsWarningMs });
        return;
      }
      notify.success(t(isCreate ? 'registry.notices.created' : 'registry.notices.updated'));
      onSaved(saved);
    } catch (error) {
      const { placed, leftover } = applyServerFieldErrors(error, form.setError, form.getValues(), 'item');
      if (placed.length > 0) onFieldErrors(placed);
      if (error instanceof ApiError && error.status === 409) {
        notify.warning(t('registry.notices.exists'), { durationMs: existsWarningMs });
      } else {
        notify.error(saveFailureMessage(t, error, failureKey, leftover));
      }
    }
  };
}
