import { type AttachedFile, checkUpload, slotPurpose } from '@tg/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { useNotify } from '../../../app/notifications';
import { uploadWithProgress } from '../../files/upload-with-progress';
import type { SlotName, StoredSlotFile } from './wizard-values';

export interface SlotUploads {
  /** Percent done per slot being uploaded (null while the size is unknown). */
  progress: Partial<Record<SlotName, number | null>>;
  isUploading: boolean;
  upload: (slot: SlotName, file: File) => void;
}

/**
 * Uploads into the wizard's file slots. They live with the wizard, not the step, so moving between
 * steps does not drop a running upload. Type and the 5 MB limit are checked first, with messages
 * naming the file (spec 1 §5, §8).
 */
export function useSlotUploads(onUploaded: (slot: SlotName, file: StoredSlotFile) => void): SlotUploads {
  const { t } = useTranslation();
  const notify = useNotify();
  const [progress, setProgress] = useState<SlotUploads['progress']>({});
  const running = useRef(new Map<SlotName, AbortController>());
  const latestOnUploaded = useRef(onUploaded);
  latestOnUploaded.current = onUploaded;

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const failureText = useCallback(
    (file: File, error: unknown) => {
      if (error instanceof ApiError && error.status === 413)
        return t('errors.upload.tooLarge', { name: file.name });
      if (error instanceof ApiError && error.status === 415)
        return t('errors.upload.unsupportedType', { name: file.name });
      return t('errors.upload.failed', { name: file.name });
    },
    [t],
  );

  const upload = useCallback(
    (slot: SlotName, file: File) => {
      const purpose = slotPurpose(slot);
      const verdict = checkUpload(file, purpose);
      if (verdict !== 'ok') {
        notify.error(t(`errors.upload.${verdict}`, { name: file.name }));
        return;
      }
      // A new file for the same slot replaces the one still on its way.
      running.current.get(slot)?.abort();
      const controller = new AbortController();
      running.current.set(slot, controller);
      setProgress((current) => ({ ...current, [slot]: 0 }));
      const form = new FormData();
      form.append('purpose', purpose);
      form.append('file', file, file.name);
      uploadWithProgress<AttachedFile>('/files/upload', form, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setProgress((current) => ({
            ...current,
            [slot]: total ? Math.round((loaded / total) * 100) : null,
          })),
      })
        .then((stored) =>
          latestOnUploaded.current(slot, { _id: stored._id, url: stored.url, name: stored.name }),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Upload failed', file.name, error);
          notify.error(failureText(file, error));
        })
        .finally(() => {
          if (running.current.get(slot) !== controller) return;
          running.current.delete(slot);
          setProgress(({ [slot]: _done, ...rest }) => rest);
        });
    },
    [failureText, notify, t],
  );

  return useMemo(
    () => ({ progress, isUploading: Object.keys(progress).length > 0, upload }),
    [progress, upload],
  );
}
