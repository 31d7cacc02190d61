import { useQueryClient } from '@tanstack/react-query';
import {
  attachmentPurpose,
  type BusinessDocument,
  documentContracts as calls,
  checkUpload,
} from '@tg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../app/api-client';
import { uploadFailureText } from '../../files/upload-failure';
import { uploadFile } from '../../files/upload-file';
import { isNetworkFailure } from '../task-outbox';
import { refreshDocumentReads, showTaskDoc } from './task-cache';

/** A photo on its way: percent sent (null while the size is unknown). */
export interface PhotoUpload {
  key: string;
  name: string;
  percent: number | null;
}

export interface PhotoProblem {
  key: string;
  text: string;
}

/**
 * Proof photos from the phone's camera: each is checked (a picture, at most 5 MB), uploaded with
 * its progress and attached to the card as a proof image; the card then shows it. A refusal names
 * the photo and stays until dismissed.
 */
export function useProofPhotos(doc: Pick<BusinessDocument, 'category' | 'docId'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<PhotoUpload[]>([]);
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active) controller.abort();
    };
  }, []);

  const addProblem = useCallback((text: string) => {
    setProblems((current) => [...current, { key: `${Date.now()}-${Math.random()}`, text }]);
  }, []);

  const dismiss = useCallback((key: string) => {
    setProblems((current) => current.filter((problem) => problem.key !== key));
  }, []);

  const uploadOne = useCallback(
    async (file: File) => {
      const key = `${Date.now()}-${Math.random()}`;
      const controller = new AbortController();
      controllers.current.add(controller);
      setRunning((current) => [...current, { key, name: file.name, percent: 0 }]);
      try {
        const stored = await uploadFile(file, attachmentPurpose.proofImages, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setRunning((current) =>
              current.map((upload) =>
                upload.key === key
                  ? { ...upload, percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null }
                  : upload,
              ),
            ),
        });
        const answer = await call(
          calls.attachFiles,
          { category: doc.category, docId: doc.docId, kind: 'proofImages', add: [stored._id] },
          { signal: controller.signal },
        );
        showTaskDoc(queryClient, answer.doc);
        void refreshDocumentReads(queryClient);
      } catch (error) {
        if (controller.signal.aborted) return;
        addProblem(
          isNetworkFailure(error)
            ? t('document-tasks.photos.offline', { name: file.name })
            : uploadFailureText(t, file.name, error),
        );
      } finally {
        controllers.current.delete(controller);
        setRunning((current) => current.filter((upload) => upload.key !== key));
      }
    },
    [addProblem, doc.category, doc.docId, queryClient, t],
  );

  const upload = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const verdict = checkUpload(file, attachmentPurpose.proofImages);
        if (verdict === 'tooLarge') addProblem(t('errors.upload.tooLarge', { name: file.name }));
        else if (verdict === 'unsupportedType')
          addProblem(t('document-tasks.photos.unsupported', { name: file.name }));
        else void uploadOne(file);
      }
    },
    [addProblem, t, uploadOne],
  );

  return { running, problems, upload, dismiss };
}
