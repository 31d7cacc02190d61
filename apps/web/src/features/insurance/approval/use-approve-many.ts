import { useMutation } from '@tanstack/react-query';
import { type ApproveManyResult, policyContracts, serviceCallContracts } from '@tg/domain';
import { useState } from 'react';
import { ApiError, call } from '../../../app/api-client';
import { useInvalidateReads } from '../shared/api/insurance-reads';
import { approvalInvalidates } from './use-approve';

export type ApproveManyKind = 'policy' | 'serviceCall';

/**
 * Ids sent per call: the server takes up to 100, but smaller calls let the bar move as the work
 * goes, and a call that fails leaves at most this many to try again.
 */
export const approveManyChunkSize = 20;

/** The code a chunk's ids carry when its call got no answer at all (the network, a timeout). */
export const noAnswerCode = 'NO_ANSWER';

export interface ApproveManyProgress {
  done: number;
  total: number;
}

const contractOf = {
  policy: policyContracts.approveMany,
  serviceCall: serviceCallContracts.approveMany,
} as const;

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Approves the ids chunk after chunk, reporting progress after each. A chunk whose call fails as a
 * whole (no answer, 403, 500) reports each of its ids with that call's code, and the next chunks
 * are still sent: each id stands on its own, as on the server.
 */
export async function approveInChunks(
  kind: ApproveManyKind,
  ids: readonly string[],
  onProgress: (progress: ApproveManyProgress) => void,
): Promise<ApproveManyResult> {
  const distinct = [...new Set(ids)];
  const result: ApproveManyResult = { approved: 0, failed: [] };
  let done = 0;
  onProgress({ done, total: distinct.length });
  for (const chunk of chunksOf(distinct, approveManyChunkSize)) {
    try {
      const answer = await call(contractOf[kind], { ids: chunk });
      result.approved += answer.approved;
      result.failed.push(...answer.failed);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : noAnswerCode;
      result.failed.push(...chunk.map((_id) => ({ _id, code })));
    }
    done += chunk.length;
    onProgress({ done, total: distinct.length });
  }
  return result;
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
