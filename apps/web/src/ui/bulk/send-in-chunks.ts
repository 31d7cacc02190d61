import { ApiError } from '../../app/api-client';

/**
 * Ids sent per call by the bulk dialogs (approvals, document changes): the servers take up to 100,
 * but smaller calls let the bar move as the work goes, and a call that fails leaves at most this
 * many to try again.
 */
export const bulkChunkSize = 20;

/** The code a chunk's ids carry when its call got no answer at all (the network, a timeout). */
export const noAnswerCode = 'NO_ANSWER';

export interface BulkProgressState {
  done: number;
  total: number;
}

/** One id a bulk call did not act on, with its code and, when the server gave one, the reason key. */
export interface BulkFailure {
  _id: string;
  code: string;
  reason?: string;
}

export interface BulkOutcome {
  /** How many ids the calls acted on. */
  succeeded: number;
  failed: BulkFailure[];
}

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Sends the distinct ids chunk after chunk, reporting progress after each. A chunk whose call
 * fails as a whole (no answer, 403, 500) reports each of its ids with that call's code, and the
 * next chunks are still sent: each id stands on its own, as on the server.
 */
export async function sendInChunks(
  ids: readonly string[],
  send: (chunk: string[]) => Promise<BulkOutcome>,
  onProgress: (progress: BulkProgressState) => void,
  size = bulkChunkSize,
): Promise<BulkOutcome> {
  const distinct = [...new Set(ids)];
  const outcome: BulkOutcome = { succeeded: 0, failed: [] };
  let done = 0;
  onProgress({ done, total: distinct.length });
  for (const chunk of chunksOf(distinct, size)) {
    try {
      const answer = await send(chunk);
      outcome.succeeded += answer.succeeded;
      outcome.failed.push(...answer.failed);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : noAnswerCode;
      outcome.failed.push(...chunk.map((_id) => ({ _id, code })));
    }
    done += chunk.length;
    onProgress({ done, total: distinct.length });
  }
  return outcome;
}
