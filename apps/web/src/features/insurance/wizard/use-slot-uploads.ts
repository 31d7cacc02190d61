import { checkUpload, slotPurpose } from '@tg/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications';
import { uploadFailureText } from '../../files/upload-failure';
import { uploadFile } from '../../files/upload-file';
import type { SlotName, StoredSlotFile } from './wizard-values';

export interface SlotUploads {
  /** Percent done per slot being uploaded (null while the size is unknown). */
  progress: Partial<Record<SlotName, number | null>>;
  isUploading: boolean;
  /** Why the last upload into a slot failed, shown next to the slot until the next try. */
  failures: Partial<Record<SlotName, string>>;
  upload: (slot: SlotName, file: File) => void;
}

/**
 * Uploads into the wizard's file slots. They live with the wizard, not the step, so moving between
 * steps does not drop a running upload. Type and the 5 MB limit are checked first, with messages
 * naming the file (spec 1 §5, §8); a refusal (also the server's, such as the quota of uploads not
 * yet saved) stays next to its slot until the next try.
 */
export function useSlotUploads(onUploaded: (slot: SlotName, file: StoredSlotFile) => void): SlotUploads {
  const { t } = useTranslation();
  const notify = useNotify();
  const [progress, setProgress] = useState<SlotUploads['progress']>({});
  const [failures, setFailures] = useState<SlotUploads['failures']>({});
  const running = useRef(new Map<SlotName, AbortController>());
  const latestOnUploaded = useRef(onUploaded);
  latestOnUploaded.current = onUploaded;

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const fail = useCallback(
    (slot: SlotName, text: string) => {
      notify.error(text);
      setFailures((current) => ({ ...current, [slot]: text }));
    },
    [notify],
  );

  const upload = useCallback(
    (slot: SlotName, file: File) => {
      const purpose = slotPurpose(slot);
      const verdict = checkUpload(file, purpose);
      if (verdict !== 'ok') {
        fail(slot, t(`errors.upload.${verdict}`, { name: file.name }));
        return;
      }
      setFailures(({ [slot]: _previous, ...rest }) => rest);
      // A new file for the same slot replaces the one still on its way.
      running.current.get(slot)?.abort();
      const controller = new AbortController();
      running.current.set(slot, controller);
      setProgress((current) => ({ ...current, [slot]: 0 }));
      uploadFile(file, purpose, {
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
          fail(slot, uploadFailureText(t, file.name, error));
        })
        .finally(() => {
          if (running.current.get(slot) !== controller) return;
          running.current.delete(slot);
          setProgress(({ [slot]: _done, ...rest }) => rest);
        });
    },
    [fail, t],
  );

  return useMemo(
    () => ({ progress, isUploading: Object.keys(progress).length > 0, failures, upload }),
    [progress, failures, upload],
  );
}
