import { normalizeMachineNumber } from '@tg/domain';
import type { Database } from '../../platform/db/client';
import { registryForMaintenance as registry } from '../registry/registry.maintenance';
import { forEachBatch, type JobTally, maintenanceBatchSize, writeUnlessDuplicate } from './job-run';

/**
 * Registry plates and chassis numbers to the stored form (no spaces or dashes, capitals). Only
 * rows holding anything but capitals and digits are read, a batch at a time, each batch its own
 * transaction, so millions of rows are never locked at once. A row whose fixed key another record
 * of its category already holds is left for a person and counted as skipped.
 */
export async function convertGovStructure(db: Database, tally: JobTally): Promise<void> {
  tally.examined += await registry.count(db);
  await forEachBatch(
    (last) => registry.candidatesAfter(db, last, maintenanceBatchSize),
    (rows) =>
      db.transaction(async (tx) => {
        for (const row of rows) {
          const fixed = {
            plate: normalizeMachineNumber(row.plate),
            chassis: normalizeMachineNumber(row.chassis),
          };
          if (fixed.plate === row.plate && fixed.chassis === row.chassis) continue;
          const written = await writeUnlessDuplicate(tx, (savepoint) =>
            registry.setNumbers(savepoint, row.id, fixed),
          );
          if (!written) {
            tally.skipped += 1;
            continue;
          }
          tally.recordChange({
            record: row.category,
            before: `${row.plate} / ${row.chassis}`,
            after: `${fixed.plate} / ${fixed.chassis}`,
          });
        }
      }),
  );
}
