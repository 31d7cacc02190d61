import type { ManagedRole, ParsedUserInput, User } from '@tg/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../app/notifications';
import { useCreateUser, useUpdateUser } from '../../api/use-users';
import { applyServerFieldErrors, saveFailureMessage } from './server-errors';
import type { UserDialogMode } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';

interface SaveUserOptions {
  mode: UserDialogMode;
  role: ManagedRole;
  user?: User;
  /** Creating a sub-user of this account. */
  parentId?: string;
  form: UseFormReturn<UserFormValues, unknown, ParsedUserInput>;
  /** After a failed save with field errors: show the first tab that has one of these paths. */
  onFieldErrors: (paths: string[]) => void;
  onSaved: (user: User) => void;
}

/**
 * Sends a valid form: create (with the sub-user link when there is a parent) or update. A failure
 * keeps the dialog open with what was typed; the server's field errors go on the fields.
 */
export function useSaveUser({ mode, role, user, parentId, form, onFieldErrors, onSaved }: SaveUserOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateUser();
  const update = useUpdateUser();

  return async (parsed: ParsedUserInput) => {
    const failureKey = mode === 'create' ? 'users.notices.createError' : 'users.notices.updateError';
    if (mode === 'edit' && !user?._id) {
      notify.error(`${t(failureKey)}. ${t('validation.missingUserId')}`);
      return;
    }
    try {
      const saved =
        mode === 'create'
          ? await create.mutateAsync({
              role,
              user: parentId ? { ...parsed, type: { role: 'admin', parentId } } : parsed,
            })
          : await update.mutateAsync({ _id: user?._id ?? '', user: parsed });
      notify.success(t(mode === 'create' ? 'users.notices.created' : 'users.notices.updated'));
      onSaved(saved);
    } catch (error) {
      const { placed, leftover } = applyServerFieldErrors(error, form.setError, form.getValues());
      if (placed.length > 0) onFieldErrors(placed);
      notify.error(saveFailureMessage(t, error, failureKey, leftover));
    }
  };
}
