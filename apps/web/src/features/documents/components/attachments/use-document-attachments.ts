import { useQueryClient } from '@tanstack/react-query';
import {
  type AttachmentKind,
  attachmentFileId,
  attachmentPurpose,
  type BusinessDocument,
  documentContracts as calls,
  checkUpload,
  type DocCategory,
  extensionOf,
} from '@tg/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, contractKey } from '../../../../app/api-client';
import { uploadFailureText } from '../../../files/upload-failure';
import { uploadFile } from '../../../files/upload-file';
import { useDocument } from '../../api/use-documents';

/** One attached file as the panel shows it. */
export interface AttachmentItem {
  /** The stored file's id, or the url when the entry names no stored file. */
  key: string;
  url: string;
  name: string;
  isImage: boolean;
}

/** A file on its way: percent sent (null while the size is unknown). */
export interface RunningUpload {
  key: string;
  name: string;
  kind: AttachmentKind;
  percent: number | null;
}

/** Why a file was not attached, naming it (spec 2 §5, §8). */
export interface UploadProblem {
  key: string;
  kind: AttachmentKind;
  text: string;
}

const imageExtensions = ['png', 'jpg', 'jpeg'];

/** The name in a file link's path (`…/<id>/<name>?…`). */
function nameInUrl(url: string): string {
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A document's attachments of one kind, in the order they were added. */
export function attachmentItems(doc: BusinessDocument | undefined, kind: AttachmentKind): AttachmentItem[] {
  if (!doc) return [];
  const entries =
    kind === 'docs'
      ? doc.docs.map((file) => ({ url: file.url, name: file.name || nameInUrl(file.url) }))
      : doc.proofImages.map((image) => ({ url: image.value, name: nameInUrl(image.value) }));
  return entries.map((entry) => ({
    key: attachmentFileId(entry.url) ?? entry.url,
    url: entry.url,
    name: entry.name,
    isImage: kind === 'proofImages' || imageExtensions.includes(extensionOf(entry.name)),
  }));
}

/** The reads that list documents; the document's own read is replaced by the answer itself. */
const listReads = [calls.list, calls.data, calls.userDocs, calls.last10, calls.dailyTasks];

/**
 * A saved document's attachments: the document (shared with every other read of it), uploads that
 * are then attached with their progress, and removal. Type and the 5 MB limit are checked before
 * sending; every refusal names its file and stays until dismissed.
 */
export function useDocumentAttachments(category: DocCategory, docId: number | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documentQuery = useDocument(category, docId);
  const [running, setRunning] = useState<RunningUpload[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active) controller.abort();
    };
  }, []);

  const show = useCallback(
    (doc: BusinessDocument) => {
      queryClient.setQueryData(
        contractKey(calls.lookup, { category, fields: JSON.stringify([{ docId: doc.docId }]) }),
        doc,
      );
      for (const contract of listReads)
        void queryClient.invalidateQueries({ queryKey: contractKey(contract) });
    },
    [category, queryClient],
  );

  const addProblem = useCallback((kind: AttachmentKind, text: string) => {
    setProblems((current) => [...current, { key: `${Date.now()}-${Math.random()}`, kind, text }]);
  }, []);

  const dismiss = useCallback((key: string) => {
    setProblems((current) => current.filter((problem) => problem.key !== key));
  }, []);

  const uploadOne = useCallback(
    async (file: File, kind: AttachmentKind, id: number) => {
      const key = `${Date.now()}-${Math.random()}`;
      const controller = new AbortController();
      controllers.current.add(controller);
      setRunning((current) => [...current, { key, name: file.name, kind, percent: 0 }]);
      try {
        const stored = await uploadFile(file, attachmentPurpose[kind], {
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
          { category, docId: id, kind, add: [stored._id] },
          { signal: controller.signal },
        );
        show(answer.doc);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Attachment not added', file.name, error);
        addProblem(kind, uploadFailureText(t, file.name, error));
      } finally {
        controllers.current.delete(controller);
        setRunning((current) => current.filter((upload) => upload.key !== key));
      }
    },
    [addProblem, category, show, t],
  );

  /** Checks each chosen file, then uploads and attaches the good ones side by side. */
  const upload = useCallback(
    (files: readonly File[], kind: AttachmentKind) => {
      if (!docId) return;
      for (const file of files) {
        const verdict = checkUpload(file, attachmentPurpose[kind]);
        if (verdict === 'tooLarge') addProblem(kind, t('errors.upload.tooLarge', { name: file.name }));
        else if (verdict === 'unsupportedType')
          addProblem(
            kind,
            kind === 'proofImages'
              ? t('document-attachments.errors.unsupportedImage', { name: file.name })
              : t('errors.upload.unsupportedType', { name: file.name }),
          );
        else void uploadOne(file, kind, docId);
      }
    },
    [addProblem, docId, t, uploadOne],
  );

  /** Takes a file off the document (its stored file is deleted); resolves false when refused. */
  const remove = useCallback(
    async (item: AttachmentItem, kind: AttachmentKind): Promise<boolean> => {
      if (!docId) return false;
      try {
        const answer = await call(calls.attachFiles, { category, docId, kind, remove: [item.url] });
        show(answer.doc);
        return true;
      } catch (error) {
        console.warn('Attachment not removed', item.name, error);
        return false;
      }
    },
    [category, docId, show],
  );

  return useMemo(
    () => ({ documentQuery, running, problems, upload, remove, dismiss }),
    [documentQuery, running, problems, upload, remove, dismiss],
  );
}
