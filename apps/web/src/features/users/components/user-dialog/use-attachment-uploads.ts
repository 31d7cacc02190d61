import { type AttachedFile, checkUpload } from '@tg/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { useNotify } from '../../../../app/notifications';
import { uploadFile } from '../../../files/upload-file';
import { dedupeFiles, type UserFormValues } from './user-form-values';

export interface PendingUpload {
  key: string;
  name: string;
}

export interface AttachmentUploads {
  /** Files being uploaded right now (a change not saved yet). */
  pending: readonly PendingUpload[];
  /** Checks the chosen files (type, 5 MB, not attached already) and uploads the good ones. */
  add: (files: readonly File[]) => void;
  /** Resolves once no upload is running. */
  settled: () => Promise<void>;
}

const sameFile = (file: File, other: { name: string; size: number }) =>
  file.name === other.name && file.size === other.size;

/**
 * Uploads of the attachments tab, kept by the dialog so switching tabs does not lose them and the
 * save can wait for them. A finished upload joins the form's `docs`; a failed one says which file
 * failed and why, naming it (spec 2 §5, §8).
 */
export function useAttachmentUploads(
  form: Pick<UseFormReturn<UserFormValues>, 'getValues' | 'setValue'>,
): AttachmentUploads {
  const { t } = useTranslation();
  const notify = useNotify();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const running = useRef(new Set<Promise<unknown>>());
  const pendingFiles = useRef(new Map<string, File>());
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const failureText = useCallback(
    (file: File, error: unknown) => {
      if (error instanceof ApiError && error.status === 413)
        return t('errors.upload.tooLarge', { name: file.name });
      if (error instanceof ApiError && error.status === 415) {
        return t('errors.upload.unsupportedType', { name: file.name });
      }
      return t('errors.upload.failed', { name: file.name });
    },
    [t],
  );

  const uploadOne = useCallback(
    (file: File) => {
      const key = `${Date.now()}-${Math.random()}`;
      pendingFiles.current.set(key, file);
      setPending((current) => [...current, { key, name: file.name }]);
      const upload = uploadFile(file, 'document')
        .then((stored: AttachedFile) => {
          if (!isMounted.current) return;
          form.setValue('docs', dedupeFiles([...form.getValues('docs'), stored]), { shouldDirty: true });
        })
        .catch((error: unknown) => {
          console.warn('Upload failed', file.name, error);
          if (isMounted.current) notify.error(failureText(file, error));
        })
        .finally(() => {
          pendingFiles.current.delete(key);
          running.current.delete(upload);
          if (isMounted.current) setPending((current) => current.filter((item) => item.key !== key));
        });
      running.current.add(upload);
    },
    [failureText, form, notify],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const verdict = checkUpload(file, 'document');
        if (verdict === 'tooLarge') {
          notify.error(t('errors.upload.tooLarge', { name: file.name }));
          continue;
        }
        if (verdict === 'unsupportedType') {
          notify.error(t('errors.upload.unsupportedType', { name: file.name }));
          continue;
        }
        const attached = form.getValues('docs');
        const uploading = [...pendingFiles.current.values()];
        if (attached.some((doc) => sameFile(file, doc)) || uploading.some((other) => sameFile(file, other))) {
          notify.info(t('users.attachments.alreadyAttached', { name: file.name }));
          continue;
        }
        uploadOne(file);
      }
    },
    [form, notify, t, uploadOne],
  );

  const settled = useCallback(async () => {
    while (running.current.size > 0) await Promise.allSettled([...running.current]);
  }, []);

  return useMemo(() => ({ pending, add, settled }), [pending, add, settled]);
}
