import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditDialogFooter } from '../../../../ui/edit-dialog-footer';
import { hasUnsavedChanges } from './edit-tracking';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';

interface UserDialogFooterProps {
  original: UserFormValues;
  isSaving: boolean;
  onExit: () => void;
}

/**
 * The sticky footer: exit, and add (create) or update (edit). Update stays disabled until something
 * changed (spec 2 §4); view mode has no save button at all.
 */
export function UserDialogFooter({ original, isSaving, onExit }: UserDialogFooterProps) {
  const { t } = useTranslation();
  const { mode, uploads } = useUserDialog();
  const { control } = useFormContext<UserFormValues>();
  const values = useWatch({ control }) as UserFormValues;
  const pendingUploads = uploads.pending.length;
  const isChanged = hasUnsavedChanges(values, original, pendingUploads);
  return (
    <EditDialogFooter
      mode={mode}
      isChanged={isChanged}
      isSaving={isSaving}
      pendingUploads={pendingUploads}
      uploadsLabel={t('users.dialog.uploadsRunning', { count: pendingUploads })}
      exitLabel={t('users.dialog.exit')}
      saveLabel={mode === 'create' ? t('users.dialog.add') : t('users.dialog.update')}
      onExit={onExit}
    />
  );
}
