import type { BatchReader } from './export.sources';

/** Rows read per query: large enough to be quick, small enough that memory stays flat. */
export const exportBatchSize = 1000;

/**
 * The list's rows batch after batch until a batch comes back short. The first batch is read by
 * the caller before the answer starts, so a refused filter still answers 4xx rather than a cut file.
 */
export async function* batchesFrom(
  read: BatchReader,
  first: readonly unknown[],
  size = exportBatchSize,
): AsyncGenerator<readonly unknown[]> {
  let rows = first;
  for (let batch = 1; ; batch++) {
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    rows = await read(batch, size);
  }
}
