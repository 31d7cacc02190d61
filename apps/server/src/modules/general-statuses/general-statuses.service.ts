import {
  type GeneralStatus,
  generalStatusNameProblem,
  isSystemGeneralStatus,
  validationMessages as m,
  moveGeneralStatus,
  normalizeGeneralStatusName,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { recordActivity } from '../../platform/audit/audit';
import type { Database, Executor, Transaction } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import { toGeneralStatus } from './general-statuses.mapper';
import { generalStatusesRepository as repo } from './general-statuses.repository';
import type { GeneralStatusRow } from './general-statuses.table';

const entity = 'generalStatus';

export interface UpdateGeneralStatusInput {
  id: string;
  currentStatus: string;
  previousIndex: number;
  updatedIndex: number;
  updatedStatusName: string;
}

/** Positions 1..n in list order: the rows whose stored position differs get their place back. */
async function renumber(tx: Transaction, ordered: readonly { id: string; position: number }[]) {
  await repo.setPositions(
    tx,
    ordered
      .map((row, place) => ({ id: row.id, position: place + 1, stored: row.position }))
      .filter((row) => row.position !== row.stored),
  );
}

const nameConflict = (field: string, message: string) =>
  conflict('A status with this name already exists', { [field]: message });

/**
 * General statuses (spec 2 §7, ADR 0023). Every change holds the list's lock for its transaction,
 * so positions stay 1..n without gaps or repeats under any number of parallel calls; system
 * statuses move but keep their names and stay.
 */
export function createGeneralStatusesService(db: Database) {
  const ordered = async (executor: Executor = db): Promise<GeneralStatus[]> =>
    (await repo.listOrdered(executor)).map(toGeneralStatus);

  /** Runs a change under the list's lock, with the list as it is once the lock is held. */
  async function changingList<T>(
    work: (tx: Transaction, rows: GeneralStatusRow[]) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        await repo.lockList(tx);
        return work(tx, await repo.listOrdered(tx));
      });
    } catch (error) {
      // The name index is the last guard (a name changed outside this service): still a 409.
      if (isUniqueViolation(error)) throw nameConflict('status', m.statusNameTaken);
      throw error;
    }
  }

  const asNamed = (rows: readonly GeneralStatusRow[]) =>
    rows.map((row) => ({ _id: row.id, value: row.name }));

  return {
    /** `GET /settings/getGeneralStatuses`. */
    async list() {
      return { generalStatuses: await ordered() };
    },

    /** Every status in index order, for other modules (the documents' status dropdown and checks). */
    listGeneralStatuses: (executor: Executor = db) => ordered(executor),

    /** Whether a document may carry this status: a stored status's exact name (spaces trimmed). */
    async isKnownGeneralStatus(name: string, executor: Executor = db): Promise<boolean> {
      const normalized = normalizeGeneralStatusName(name);
      return normalized !== '' && (await repo.findByName(executor, normalized)) !== undefined;
    },

    /** A new status, placed last. */
    async create(actor: Actor, name: string): Promise<GeneralStatus> {
      return changingList(async (tx, rows) => {
        const problem = generalStatusNameProblem(name, asNamed(rows));
        if (problem === m.statusNameTaken) throw nameConflict('status', problem);
        if (problem) throw invalid({ status: problem });
        await renumber(tx, rows);
        const row = await repo.insert(tx, {
          name: normalizeGeneralStatusName(name),
          position: rows.length + 1,
        });
        await recordActivity(tx, actor, {
          action: 'create',
          entity,
          entityId: row.id,
          newValues: { name: row.name, position: row.position },
        });
        return toGeneralStatus(row);
      });
    },

    /**
     * Renames and/or moves one status; answers the whole list after the change. Refused with 409
     * when the stored status is no longer what the caller read (`currentStatus`, `previousIndex`).
     */
    async update(actor: Actor, input: UpdateGeneralStatusInput) {
      return changingList(async (tx, rows) => {
        const row = rows.find((candidate) => candidate.id === input.id);
        if (!row) throw notFound('General status not found');
        if (row.name !== normalizeGeneralStatusName(input.currentStatus))
          throw conflict('The status was renamed since it was read', { currentStatus: m.statusChanged });
        if (row.position !== input.previousIndex)
          throw conflict('The status was moved since it was read', { previousIndex: m.statusChanged });
        const name = normalizeGeneralStatusName(input.updatedStatusName);
        const isRenamed = name !== row.name;
        if (isRenamed && isSystemGeneralStatus(row.name))
          throw conflict('A system status keeps its name', { updatedStatusName: m.systemStatusLocked });
        if (input.updatedIndex > rows.length) throw invalid({ updatedIndex: m.statusIndexRange });
        if (isRenamed) {
          const problem = generalStatusNameProblem(name, asNamed(rows), row.id);
          if (problem === m.statusNameTaken) throw nameConflict('updatedStatusName', problem);
          if (problem) throw invalid({ updatedStatusName: problem });
          await repo.rename(tx, row.id, name);
        }
        const moved = moveGeneralStatus(
          rows.map((candidate) => ({ _id: candidate.id, position: candidate.position })),
          row.id,
          input.updatedIndex,
        );
        await repo.setPositions(
          tx,
          moved
            .filter((candidate) => candidate.index !== candidate.position)
            .map((candidate) => ({ id: candidate._id, position: candidate.index })),
        );
        if (isRenamed || input.updatedIndex !== row.position) {
          await recordActivity(tx, actor, {
            action: 'update',
            entity,
            entityId: row.id,
            oldValues: { name: row.name, position: row.position },
            newValues: { name, position: input.updatedIndex },
          });
        }
        return { updatedStatuses: await ordered(tx) };
      });
    },

    /** Deletes a status that no rule depends on; the ones after it move up. */
    async remove(actor: Actor, id: string) {
      return changingList(async (tx, rows) => {
        const row = rows.find((candidate) => candidate.id === id);
        if (!row) throw notFound('General status not found');
        if (isSystemGeneralStatus(row.name))
          throw conflict('A system status cannot be deleted', { id: m.systemStatusLocked });
        await repo.remove(tx, id);
        await renumber(
          tx,
          rows.filter((candidate) => candidate.id !== id),
        );
        await recordActivity(tx, actor, {
          action: 'delete',
          entity,
          entityId: id,
          oldValues: { name: row.name, position: row.position },
        });
        return { deletedStatus: toGeneralStatus(row), updatedStatuses: await ordered(tx) };
      });
    },
  };
}
export type GeneralStatusesService = ReturnType<typeof createGeneralStatusesService>;
