import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/client';
import { documentsForMaintenance as documents } from '../documents/documents.maintenance';
import { forEachBatch, type JobTally, maintenanceBatchSize } from './job-run';

const notes = 'maintenance: convertDocStructure';

/**
 * Business documents to the current shape (issue 15): each stored document is re-read through
 * today's schema (missing blocks get their defaults), its amounts and total recomputed by today's
 * rule and its list columns derived again. A document that cannot be read is counted as skipped and
 * left as it is for a person to look at.
 */
export async function convertDocStructure(db: Database, actor: Actor, tally: JobTally): Promise<void> {
  tally.examined += await documents.count(db);
  await forEachBatch(
    (last) => documents.after(db, last, maintenanceBatchSize),
    (rows) =>
      db.transaction(async (tx) => {
        for (const row of rows) {
          const fix = documents.fixOf(row);
          if (fix === null) continue;
          if (fix === 'unreadable') {
            tally.skipped += 1;
            continue;
          }
          await documents.write(tx, row.id, fix);
          const fields = Object.keys(fix);
          await recordActivity(tx, actor, {
            action: 'update',
            entity: 'document',
            entityId: row.id,
            oldValues: { fields, docTotalPrice: row.docTotalPrice },
            newValues: { fields, docTotalPrice: fix.docTotalPrice ?? row.docTotalPrice },
            notes,
          });
          tally.recordChange({
            record: `${row.category} ${row.docId}`,
            before: `${row.docTotalPrice}`,
            after: `${fix.docTotalPrice ?? row.docTotalPrice} (${fields.join(', ')})`,
          });
        }
      }),
  );
}
