import type { BatchReader } from './export.sources';

/** Rows read per query: large enough to be quick, small enough that memory stays flat. */
export const exportBatchSize = 1000;

/**
 * The list's rows batch after batch, each read after the last one's cursor, until a batch says
 * there is no next. The first batch is read by the caller before the answer starts, so a refused
 * filter still answers 4xx rather than a cut file.
 */
export async function* batchesFrom(
  read: BatchReader,
  first: Awaited<ReturnType<BatchReader>>,
  size = exportBatchSize,
): AsyncGenerator<readonly unknown[]> {
  let batch = first;
  for (;;) {
    if (batch.items.length > 0) yield batch.items;
    if (!batch.next) return;
    batch = await read(batch.next, size);
  }
}
