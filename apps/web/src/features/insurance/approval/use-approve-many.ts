import { useMutation } from '@tanstack/react-query';
import { type ApproveManyResult, policyContracts, serviceCallContracts } from '@tg/domain';
import { useState } from 'react';
import { call } from '../../../app/api-client';
import { type BulkProgressState, sendInChunks } from '../../../ui/bulk/send-in-chunks';
import { useInvalidateReads } from '../shared/api/insurance-reads';
import { approvalInvalidates } from './use-approve';

export type ApproveManyKind = 'policy' | 'serviceCall';
export type ApproveManyProgress = BulkProgressState;

const contractOf = {
  policy: policyContracts.approveMany,
  serviceCall: serviceCallContracts.approveMany,
} as const;

/** Approves the ids chunk after chunk (the list kit's `sendInChunks`), reporting progress after each. */
export async function approveInChunks(
  kind: ApproveManyKind,
  ids: readonly string[],
  onProgress: (progress: ApproveManyProgress) => void,
): Promise<ApproveManyResult> {
  const outcome = await sendInChunks(
    ids,
    async (chunk) => {
      const answer = await call(contractOf[kind], { ids: chunk });
      return { succeeded: answer.approved, failed: answer.failed };
    },
    onProgress,
  );
  return { approved: outcome.succeeded, failed: outcome.failed };
}

/**
 * Approves many pending subscriptions or service calls in chunks, with the progress to show; when
 * it ends, every read of subscriptions, service calls and the dashboards is refreshed.
 */
export function useApproveMany(kind: ApproveManyKind) {
  const refresh = useInvalidateReads(approvalInvalidates);
  const [progress, setProgress] = useState<ApproveManyProgress>({ done: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: (ids: readonly string[]) => approveInChunks(kind, ids, setProgress),
    onSettled: () => void refresh(),
  });
  return { mutation, progress };
}
