import { normalizeMachineNumber, normalizePhone } from '@tg/domain';
import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/client';
import { peopleForMaintenance as people } from '../users/users.maintenance';
import { forEachBatch, type JobTally, maintenanceBatchSize, writeUnlessDuplicate } from './job-run';

const notes = 'maintenance: convertUserStructure';

/**
 * Living people's phone numbers to international form (+972…), and their machines' chassis and
 * vehicle numbers to the stored form. A phone that is not a possible number, or whose fixed form
 * another person of the same role already has, is left as it is and counted as skipped.
 */
export async function convertUserStructure(db: Database, actor: Actor, tally: JobTally): Promise<void> {
  tally.examined += (await people.countLiving(db)) + (await people.countMachines(db));

  await forEachBatch(
    (last) => people.livingAfter(db, last, maintenanceBatchSize),
    (rows) =>
      db.transaction(async (tx) => {
        for (const row of rows) {
          const phoneNumber = normalizePhone(row.phoneNumber);
          if (phoneNumber === row.phoneNumber) continue;
          if (phoneNumber === null) {
            tally.skipped += 1;
            continue;
          }
          const written = await writeUnlessDuplicate(tx, (savepoint) =>
            people.setPhone(savepoint, row.id, phoneNumber),
          );
          if (!written) {
            tally.skipped += 1;
            continue;
          }
          await recordActivity(tx, actor, {
            action: 'update',
            entity: 'user',
            entityId: row.id,
            oldValues: { phoneNumber: row.phoneNumber },
            newValues: { phoneNumber },
            notes,
          });
          tally.recordChange({ record: row.name, before: row.phoneNumber, after: phoneNumber });
        }
      }),
  );

  await forEachBatch(
    (last) => people.machinesAfter(db, last, maintenanceBatchSize),
    (rows) =>
      db.transaction(async (tx) => {
        for (const row of rows) {
          const fixed = {
            chassis: normalizeMachineNumber(row.chassis),
            plate: normalizeMachineNumber(row.plate),
          };
          if (fixed.chassis === row.chassis && fixed.plate === row.plate) continue;
          await people.setMachineNumbers(tx, row.id, fixed);
          await recordActivity(tx, actor, {
            action: 'update',
            entity: 'userMachine',
            entityId: row.id,
            oldValues: { chassis: row.chassis, plate: row.plate },
            newValues: fixed,
            notes,
          });
          tally.recordChange({
            record: row.owner,
            before: `${row.chassis} / ${row.plate}`,
            after: `${fixed.chassis} / ${fixed.plate}`,
          });
        }
      }),
  );
}
