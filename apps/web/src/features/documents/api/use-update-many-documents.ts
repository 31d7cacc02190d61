import { useMutation } from '@tanstack/react-query';
import { documentContracts as calls, type DocChanges } from '@tg/domain';
import { useState } from 'react';
import { call } from '../../../app/api-client';
import { type BulkOutcome, type BulkProgressState, sendInChunks } from '../../../ui/bulk/send-in-chunks';
import { useInvalidateDocuments } from './use-documents';

export interface UpdateManyDocumentsInput {
  ids: readonly string[];
  changes: DocChanges;
  note?: string;
}

/** Sends one bulk change chunk after chunk (20 a call) through `POST /api/doc/updateMany`. */
export function updateManyInChunks(
  { ids, changes, note }: UpdateManyDocumentsInput,
  onProgress: (progress: BulkProgressState) => void,
): Promise<BulkOutcome> {
  return sendInChunks(
    ids,
    async (chunk) => {
      const answer = await call(calls.updateMany, { ids: chunk, changes, ...(note ? { note } : {}) });
      return { succeeded: answer.updated, failed: answer.failed };
    },
    onProgress,
  );
}

/** Changes the status or assignees of many documents, with the progress to show; the lists refetch after. */
export function useUpdateManyDocuments() {
  const invalidate = useInvalidateDocuments();
  const [progress, setProgress] = useState<BulkProgressState>({ done: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: (input: UpdateManyDocumentsInput) => updateManyInChunks(input, setProgress),
    onSettled: () => void invalidate(),
  });
  return { mutation, progress };
}
