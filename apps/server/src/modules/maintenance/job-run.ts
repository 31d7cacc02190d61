import {
  type MaintenanceJob,
  type MaintenanceReport,
  type MaintenanceSample,
  maintenanceSampleLimit,
} from '@tg/domain';
import type { Transaction } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/sql-helpers';

/** Rows are read in key order, this many at a time, each batch in its own short transaction. */
export const maintenanceBatchSize = 1000;

/** The counts a job builds up as it goes, and the first few changes as examples. */
export class JobTally {
  examined = 0;
  changed = 0;
  skipped = 0;
  readonly samples: MaintenanceSample[] = [];

  recordChange(sample: MaintenanceSample): void {
    this.changed += 1;
    if (this.samples.length < maintenanceSampleLimit) this.samples.push(sample);
  }

  reportOf(job: MaintenanceJob, startedAt: number): MaintenanceReport {
    return {
      job,
      examined: this.examined,
      changed: this.changed,
      skipped: this.skipped,
      samples: this.samples,
      durationMs: Math.max(0, Math.round(performance.now() - startedAt)),
    };
  }
}

/** Reads key-ordered pages until one comes back empty, handing each page on before the next. */
export async function forEachBatch<Row extends { id: string }>(
  read: (lastId: string | null) => Promise<Row[]>,
  handle: (rows: Row[]) => Promise<void>,
): Promise<void> {
  let lastId: string | null = null;
  for (;;) {
    const rows = await read(lastId);
    if (rows.length === 0) return;
    await handle(rows);
    lastId = rows[rows.length - 1]?.id ?? null;
  }
}

/**
 * Runs one row's write in a savepoint: when the fixed value would duplicate another row's unique
 * key, only that write is undone and the row is left for a person to merge. Answers whether it
 * was written.
 */
export async function writeUnlessDuplicate(
  tx: Transaction,
  write: (savepoint: Transaction) => Promise<unknown>,
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await write(savepoint);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
