import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PendingUpload, useFileUploads } from '../../../files/use-file-uploads';
import { dedupeFiles, type UserFormValues } from './user-form-values';

export type { PendingUpload } from '../../../files/use-file-uploads';

export interface AttachmentUploads {
  /** Files being uploaded right now (a change not saved yet). */
  pending: readonly PendingUpload[];
  /** Checks the chosen files (type, 5 MB, not attached already) and uploads the good ones. */
  add: (files: readonly File[]) => void;
  /** Resolves once no upload is running. */
  settled: () => Promise<void>;
}

/** The attachments tab's uploads (documents): a finished upload joins the form's `docs`. */
export function useAttachmentUploads(
  form: Pick<UseFormReturn<UserFormValues>, 'getValues' | 'setValue'>,
): AttachmentUploads {
  const { t } = useTranslation();
  const uploads = useFileUploads({
    onUploaded: (stored) =>
      form.setValue('docs', dedupeFiles([...form.getValues('docs'), stored]), { shouldDirty: true }),
    isAttached: (file) =>
      form.getValues('docs').some((doc) => doc.name === file.name && doc.size === file.size),
    alreadyAttachedMessage: (name) => t('users.attachments.alreadyAttached', { name }),
  });
  const { pending, add, settled } = uploads;
  return useMemo(
    () => ({ pending, add: (files) => add(files, 'document'), settled }),
    [pending, add, settled],
  );
}
