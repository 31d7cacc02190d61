import {
  type CreateSpecialUser,
  normalizeSearch,
  type SpecialUser,
  type SpecialUsersQuery,
  specialUserDefaultPageSize,
  type UpdateSpecialUser,
  validationMessages,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { recordActivity } from '../../platform/audit/audit';
import type { Database, Executor } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import { specialUsersRepository } from './special-users.repository';
import type { SpecialOtpNumberRow } from './special-users.table';

const entity = 'specialUser';

function toSpecialUser(row: SpecialOtpNumberRow): SpecialUser {
  return { _id: row.id, name: row.name, phone: row.phone, code: row.code };
}

export function createSpecialUsersService(db: Database) {
  return {
    async list(query: SpecialUsersQuery) {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? specialUserDefaultPageSize);
      const { rows, total } = await specialUsersRepository.page(db, {
        offset: offsetOf(page, limit),
        limit,
        name: normalizeSearch(query.name),
      });
      return pageOf('items', rows.map(toSpecialUser), total, limit);
    },

    async create(actor: Actor, input: CreateSpecialUser & { phone: string }) {
      return db.transaction(async (tx) => {
        const row = await specialUsersRepository.insert(tx, input);
        if (!row)
          throw conflict('This phone already has a fixed code', { phone: validationMessages.phoneTaken });
        await recordActivity(tx, actor, {
          action: 'create',
          entity,
          entityId: row.id,
          newValues: { name: row.name, phone: row.phone },
        });
        return toSpecialUser(row);
      });
    },

    async updateCode(actor: Actor, input: UpdateSpecialUser) {
      return db.transaction(async (tx) => {
        const before = await specialUsersRepository.findById(tx, input._id);
        if (!before) throw notFound('Special user not found');
        const row = await specialUsersRepository.updateCode(tx, input._id, input.code);
        if (!row) throw notFound('Special user not found');
        // The code itself is a credential: the log records that it changed, not its value.
        await recordActivity(tx, actor, {
          action: 'update',
          entity,
          entityId: row.id,
          newValues: { code: 'changed' },
        });
        return toSpecialUser(row);
      });
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const row = await specialUsersRepository.delete(tx, id);
        if (!row) throw notFound('Special user not found');
        await recordActivity(tx, actor, {
          action: 'delete',
          entity,
          entityId: row.id,
          oldValues: { name: row.name, phone: row.phone },
        });
        return { _id: row.id };
      });
    },

    /** The fixed code of a special number, read at sign-in so an edited code applies at once. */
    async fixedCodeFor(executor: Executor, phone: string): Promise<string | undefined> {
      return (await specialUsersRepository.findByPhone(executor, phone))?.code;
    },
  };
}
export type SpecialUsersService = ReturnType<typeof createSpecialUsersService>;
