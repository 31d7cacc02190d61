import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/client';
import { productsForMaintenance as products } from '../products/products.maintenance';
import { cleanFitList, fitKeysOf, isMachineNumber, sameList, sameMembers } from './fit-lists';
import { forEachBatch, type JobTally, maintenanceBatchSize } from './job-run';

const listFields = ['chassisNumbers', 'plates', 'alternateCatalogNumbers', 'chassisAdjustments'] as const;
type ListField = (typeof listFields)[number];
type FitLists = Record<ListField | 'fitKeys', string[]>;
type ProductLists = FitLists & { id: string; catalogNumber: string };

const describe = (lists: Partial<FitLists>) =>
  Object.entries(lists)
    .map(([field, values]) => `${field} ${JSON.stringify(values)}`)
    .join('; ');

/** Writes what differs, logs the old and new lists (so removed values can be put back) and counts it. */
async function applyLists(
  db: Database,
  actor: Actor,
  tally: JobTally,
  rows: ProductLists[],
  fix: (row: ProductLists) => FitLists,
  notes: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const fixed = fix(row);
      const before: Partial<FitLists> = {};
      const after: Partial<FitLists> = {};
      for (const field of listFields) {
        if (sameList(row[field], fixed[field])) continue;
        before[field] = row[field];
        after[field] = fixed[field];
      }
      if (!sameMembers(row.fitKeys, fixed.fitKeys)) {
        before.fitKeys = row.fitKeys;
        after.fitKeys = fixed.fitKeys;
      }
      if (Object.keys(after).length === 0) continue;
      await products.setFitLists(tx, row.id, after);
      await recordActivity(tx, actor, {
        action: 'update',
        entity: 'product',
        entityId: row.id,
        oldValues: before,
        newValues: after,
        notes,
      });
      tally.recordChange({ record: row.catalogNumber, before: describe(before), after: describe(after) });
    }
  });
}

/** Fit lists as the product form saves them (trimmed, no empties or repeats) and their search keys. */
export async function convertProductStructure(db: Database, actor: Actor, tally: JobTally): Promise<void> {
  tally.examined += await products.countLiving(db);
  await forEachBatch(
    (last) => products.livingAfter(db, last, maintenanceBatchSize),
    (rows) =>
      applyLists(
        db,
        actor,
        tally,
        rows,
        (row) => {
          const chassisNumbers = cleanFitList(row.chassisNumbers);
          const plates = cleanFitList(row.plates);
          return {
            chassisNumbers,
            plates,
            alternateCatalogNumbers: cleanFitList(row.alternateCatalogNumbers),
            chassisAdjustments: cleanFitList(row.chassisAdjustments),
            fitKeys: fitKeysOf(chassisNumbers, plates),
          };
        },
        'maintenance: convertProductStructure',
      ),
  );
}

/**
 * Takes out of the chassis and vehicle-number lists the entries that cannot be such numbers (no
 * digit, or fewer than three characters) and rebuilds the search keys. Every removed value stays
 * in the activity log with the product, so nothing is lost beyond recall.
 */
export async function removeNonNumberFitEntries(db: Database, actor: Actor, tally: JobTally): Promise<void> {
  tally.examined += await products.countLiving(db);
  await forEachBatch(
    (last) => products.livingAfter(db, last, maintenanceBatchSize),
    (rows) =>
      applyLists(
        db,
        actor,
        tally,
        rows,
        (row) => {
          const chassisNumbers = row.chassisNumbers.filter(isMachineNumber);
          const plates = row.plates.filter(isMachineNumber);
          const removedAny =
            chassisNumbers.length !== row.chassisNumbers.length || plates.length !== row.plates.length;
          return {
            ...row,
            chassisNumbers,
            plates,
            // Keys are rebuilt only where entries went: the structure job owns the rest.
            fitKeys: removedAny ? fitKeysOf(chassisNumbers, plates) : row.fitKeys,
          };
        },
        'maintenance: removeProductArraysUtil',
      ),
  );
}
