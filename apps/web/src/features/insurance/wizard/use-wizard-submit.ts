import type { WizardMode } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { formPaths, saveFailureMessage, withoutFieldPrefix } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { useCreateFromWizard } from './api/use-create-from-wizard';
import type { WizardState } from './use-wizard-state';
import { requestBlock, type WizardCreated } from './wizard-request';

/** A slot or product is answered by its id (`policyProduct._id`); the form shows it on the slot. */
function withoutIdSuffix(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path.replace(/\._id$/, ''), message]),
  );
}

/**
 * Sends the wizard. On success: a toast, `onCreated` and close. On failure everything typed stays;
 * field errors of a 400 go to their fields and the wizard opens the first step holding one.
 */
export function useWizardSubmit(
  mode: WizardMode,
  wizard: WizardState,
  { onCreated, onClose }: { onCreated?: (created: WizardCreated) => void; onClose: () => void },
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateFromWizard(mode);

  const submit = async () => {
    try {
      const created = await create.mutateAsync(wizard.values);
      notify.success(t(`insurance-wizard.notices.created.${mode}`));
      onCreated?.(created);
      onClose();
    } catch (error) {
      const failed = `insurance-wizard.notices.failed.${mode}`;
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const fields = withoutIdSuffix(withoutFieldPrefix(error, requestBlock[mode]).fields);
        const known = new Set(formPaths(wizard.values));
        const placed = Object.fromEntries(Object.entries(fields).filter(([path]) => known.has(path)));
        const leftover = Object.entries(fields)
          .filter(([path]) => !known.has(path))
          .map(([, message]) => message);
        wizard.showServerErrors(placed);
        notify.error(
          Object.keys(placed).length > 0 && leftover.length === 0
            ? t('insurance-wizard.notices.fixErrors')
            : saveFailureMessage(t, error, failed, leftover),
        );
        return Object.keys(placed)[0];
      }
      notify.error(saveFailureMessage(t, error, failed, []));
    }
    return undefined;
  };

  return { submit, isSubmitting: create.isPending };
}
