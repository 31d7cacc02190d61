import { type AttachedFile, checkUpload, type UploadPurpose } from '@tg/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications';
import { uploadFailureText } from './upload-failure';
import { uploadFile } from './upload-file';

export interface PendingUpload {
  key: string;
  name: string;
  purpose: UploadPurpose;
}

export interface FileUploads {
  /** Files being uploaded right now (a change not saved yet). */
  pending: readonly PendingUpload[];
  /** Checks the chosen files (type, 5 MB, not attached already) and uploads the good ones. */
  add: (files: readonly File[], purpose: UploadPurpose) => void;
  /** Resolves once no upload is running. */
  settled: () => Promise<void>;
}

export interface FileUploadsOptions {
  /** A stored file is ready: attach it to the form. */
  onUploaded: (stored: AttachedFile, purpose: UploadPurpose) => void;
  /** Whether the form already holds this file (same name and size), so it is not uploaded twice. */
  isAttached: (file: File) => boolean;
  /** Translated notice for a file skipped because it is attached already. */
  alreadyAttachedMessage: (name: string) => string;
}

const sameFile = (file: File, other: File) => file.name === other.name && file.size === other.size;

/**
 * Uploads chosen in a record's dialog, kept by the dialog so switching tabs does not lose them and
 * the save can wait for them. The 5 MB and type rules are checked first with messages naming the
 * file; a failed upload says which file failed and why (spec 2 §5, §8; spec 3 §8).
 */
export function useFileUploads({
  onUploaded,
  isAttached,
  alreadyAttachedMessage,
}: FileUploadsOptions): FileUploads {
  const { t } = useTranslation();
  const notify = useNotify();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const running = useRef(new Set<Promise<unknown>>());
  const pendingFiles = useRef(new Map<string, File>());
  const isMounted = useRef(true);
  // The latest callbacks, so `add` stays stable while the form they close over changes.
  const callbacks = useRef({ onUploaded, isAttached, alreadyAttachedMessage });
  callbacks.current = { onUploaded, isAttached, alreadyAttachedMessage };
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const failureText = useCallback(
    (file: File, error: unknown) => uploadFailureText(t, file.name, error),
    [t],
  );

  const uploadOne = useCallback(
    (file: File, purpose: UploadPurpose) => {
      const key = `${Date.now()}-${Math.random()}`;
      pendingFiles.current.set(key, file);
      setPending((current) => [...current, { key, name: file.name, purpose }]);
      const upload = uploadFile(file, purpose)
        .then((stored) => {
          if (isMounted.current) callbacks.current.onUploaded(stored, purpose);
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
    [failureText, notify],
  );

  const add = useCallback(
    (files: readonly File[], purpose: UploadPurpose) => {
      for (const file of files) {
        const verdict = checkUpload(file, purpose);
        if (verdict === 'tooLarge') {
          notify.error(t('errors.upload.tooLarge', { name: file.name }));
          continue;
        }
        if (verdict === 'unsupportedType') {
          notify.error(t('errors.upload.unsupportedType', { name: file.name }));
          continue;
        }
        const uploading = [...pendingFiles.current.values()];
        if (callbacks.current.isAttached(file) || uploading.some((other) => sameFile(file, other))) {
          notify.info(callbacks.current.alreadyAttachedMessage(file.name));
          continue;
        }
        uploadOne(file, purpose);
      }
    },
    [notify, t, uploadOne],
  );

  const settled = useCallback(async () => {
    while (running.current.size > 0) await Promise.allSettled([...running.current]);
  }, []);

  return useMemo(() => ({ pending, add, settled }), [pending, add, settled]);
}
