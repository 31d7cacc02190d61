import {
  validationMessages as m,
  normalizeSearch,
  type ParsedCreateWork,
  type ParsedUpdateWork,
  type ParsedWorksQuery,
  type Work,
  workCategory,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { Database, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { worksRepository as repo } from './works.repository';
import type { WorkRow } from './works.table';

const entity = 'work';

const numberTaken = () =>
  conflict('work catalogue number already exists', { catalogNumber: m.workCatalogNumberTaken });
const numberReadOnly = () =>
  invalid({ catalogNumber: m.readOnly }, 'A work keeps the catalogue number it was given');
const workNotFound = () => notFound('Work not found');

export function toWork(row: WorkRow): Work {
  return {
    _id: row.id,
    catalogNumber: row.catalogNumber,
    name: row.name,
    price: row.price,
    category: workCategory,
  };
}

/** A work as another module reads it: `deleted` works still price the old lines that name them. */
export type WorkRecord = Work & { deleted: boolean };

/**
 * The works with these catalogue numbers, keyed by number, deleted ones included (marked): the
 * documents module prices a line from the work it names and refuses new lines of deleted works.
 */
export async function findWorksByCatalogNumbers(
  executor: Executor,
  numbers: readonly string[],
): Promise<Map<string, WorkRecord>> {
  const rows = await repo.byCatalogNumbers(executor, [...new Set(numbers)]);
  return new Map(rows.map((row) => [row.catalogNumber, { ...toWork(row), deleted: row.deletedAt !== null }]));
}

/**
 * Gives a new work its catalogue number and saves it. The counter row stays locked until the
 * transaction ends, so parallel creates queue and take consecutive numbers. A number the client
 * sends must be the one the counter offers: taken meanwhile is 409, any other is refused.
 */
export async function insertWork(
  tx: Executor,
  actor: Actor,
  input: { name: string; price: number; catalogNumber?: string },
): Promise<WorkRow> {
  let next = await repo.lockCounter(tx);
  if (input.catalogNumber !== undefined) {
    if (await repo.numberTaken(tx, input.catalogNumber)) throw numberTaken();
    if (input.catalogNumber !== String(next)) throw numberReadOnly();
  }
  // A number someone stored by hand before the counter reached it is skipped, never shared.
  while (await repo.numberTaken(tx, String(next))) next += 1;
  await repo.setCounter(tx, next + 1);
  const row = await repo.insert(tx, {
    catalogNumber: String(next),
    name: input.name,
    price: input.price,
    createdById: actor.userId,
  });
  await recordActivity(tx, actor, {
    action: 'create',
    entity,
    entityId: row.id,
    notes: row.catalogNumber,
    newValues: { catalogNumber: row.catalogNumber, name: row.name, price: row.price },
  });
  return row;
}

/** The works catalogue (spec 2 §2, §7 "Works"; ADR 0024): staff manage it, the catalogue's readers read it. */
export function createWorksService(db: Database) {
  return {
    async list(query: ParsedWorksQuery) {
      // vinNumber and tractorNumber are accepted and ignored: works are not per machine.
      const { rows, total } = await repo.page(
        db,
        { search: normalizeSearch(query.search) },
        { offset: query.page * query.pageSize, limit: query.pageSize },
      );
      return pageOf('works', rows.map(toWork), total, query.pageSize);
    },

    async create(actor: Actor, input: ParsedCreateWork): Promise<Work> {
      try {
        return toWork(await db.transaction((tx) => insertWork(tx, actor, input)));
      } catch (error) {
        // Only a number written outside the counter could collide; the answer is the same.
        if (isUniqueViolation(error)) throw numberTaken();
        throw error;
      }
    },

    async update(actor: Actor, input: ParsedUpdateWork): Promise<Work> {
      return db.transaction(async (tx) => {
        const before = await repo.findLiving(tx, input._id, true);
        if (!before) throw workNotFound();
        if (input.catalogNumber !== undefined && input.catalogNumber !== before.catalogNumber)
          throw numberReadOnly();
        const values = { name: input.name, price: input.price };
        const row = await repo.update(tx, before.id, values);
        if (!row) throw workNotFound();
        const changes = changedValues({ name: before.name, price: before.price }, values);
        if (Object.keys(changes.newValues).length > 0)
          await recordActivity(tx, actor, {
            action: 'update',
            entity,
            entityId: row.id,
            notes: row.catalogNumber,
            ...changes,
          });
        return toWork(row);
      });
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const row = await repo.softDelete(tx, id);
        if (!row) throw workNotFound();
        await recordActivity(tx, actor, {
          action: 'delete',
          entity,
          entityId: id,
          notes: row.catalogNumber,
          oldValues: { name: row.name, price: row.price },
        });
        return { deletedWorkProduct: { _id: row.id } };
      });
    },

    async nextCatalogNumber() {
      return { newWorkId: String(await repo.nextNumber(db)) };
    },
  };
}
export type WorksService = ReturnType<typeof createWorksService>;
