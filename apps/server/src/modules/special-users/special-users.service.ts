import {
  type CreatedSpecialUser,
  type CreateSpecialUser,
  normalizeSearch,
  type Role,
  type SpecialUser,
  type SpecialUsersQuery,
  specialUserDefaultPageSize,
  type UpdateSpecialUser,
  validationMessages,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import { sameText } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import { demoAccounts, demoCode } from '../../platform/seed/demo-accounts';
import { usersService } from '../users/users.service';
import { hashSpecialCode, isSpecialCode, newSpecialCodeSalt } from './special-code-hash';
import { specialUsersRepository } from './special-users.repository';
import type { SpecialOtpNumberRow } from './special-users.table';

const entity = 'specialUser';

function toSpecialUser(row: SpecialOtpNumberRow): SpecialUser {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    roles: row.roles,
    allowStaffPhone: row.allowStaffPhone,
  };
}

/** What the log keeps of an entry: never the code, nor its hash. */
const loggedValues = (row: SpecialOtpNumberRow) => ({
  name: row.name,
  phone: row.phone,
  roles: row.roles,
  allowStaffPhone: row.allowStaffPhone,
});

/** Which fixed code signed someone in, for the activity log. */
export type FixedCodeMatch = { source: 'demo' } | { source: 'specialNumber'; id: string };

export interface SpecialUsersOptions {
  /** Demo data is on: the demo accounts sign in with the demo code (ADR 0017). */
  demoSignIn: boolean;
}

export function createSpecialUsersService(db: Database, options: SpecialUsersOptions) {
  const isDemoAccount = (phone: string, role: Role) =>
    options.demoSignIn && demoAccounts.some((account) => account.phone === phone && account.role === role);

  /**
   * The entry whose code may sign this phone in as this role: the role is named on it, it is never
   * admin, and a phone with a worker or admin account needs the entry's staff flag.
   */
  async function entryFor(executor: Executor, phone: string, role: Role) {
    if (role === 'admin') return undefined;
    const row = await specialUsersRepository.findByPhone(executor, phone);
    if (!row?.roles.includes(role)) return undefined;
    if (!row.allowStaffPhone && (await usersService.hasStaffAccount(executor, phone))) return undefined;
    return row;
  }

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

    /** The only answer that carries the code: the admin writes it down now. */
    async create(
      actor: Actor,
      input: Omit<CreateSpecialUser, 'roles'> & { phone: string; roles: Role[]; allowStaffPhone: boolean },
    ): Promise<CreatedSpecialUser> {
      return db.transaction(async (tx) => {
        const codeSalt = newSpecialCodeSalt();
        const row = await specialUsersRepository.insert(tx, {
          name: input.name,
          phone: input.phone,
          codeSalt,
          codeHash: hashSpecialCode(codeSalt, input.phone, input.code),
          roles: input.roles,
          allowStaffPhone: input.allowStaffPhone,
        });
        if (!row)
          throw conflict('This phone already has a fixed code', { phone: validationMessages.phoneTaken });
        await recordActivity(tx, actor, {
          action: 'create',
          entity,
          entityId: row.id,
          newValues: loggedValues(row),
        });
        return { ...toSpecialUser(row), code: input.code };
      });
    },

    async update(
      actor: Actor,
      input: Omit<UpdateSpecialUser, 'roles'> & { roles?: Role[]; code?: string },
    ): Promise<SpecialUser> {
      return db.transaction(async (tx) => {
        const before = await specialUsersRepository.findByIdForUpdate(tx, input._id);
        if (!before) throw notFound('Special user not found');
        const codeSalt = input.code ? newSpecialCodeSalt() : undefined;
        const row = await specialUsersRepository.update(tx, input._id, {
          ...(input.code && codeSalt
            ? { codeSalt, codeHash: hashSpecialCode(codeSalt, before.phone, input.code) }
            : {}),
          ...(input.roles ? { roles: input.roles } : {}),
          ...(input.allowStaffPhone !== undefined ? { allowStaffPhone: input.allowStaffPhone } : {}),
        });
        if (!row) throw notFound('Special user not found');
        const { oldValues, newValues } = changedValues(loggedValues(before), loggedValues(row));
        // The code is a credential: the log records that it changed, not its value.
        await recordActivity(tx, actor, {
          action: 'update',
          entity,
          entityId: row.id,
          oldValues,
          newValues: input.code ? { ...newValues, code: 'changed' } : newValues,
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
          oldValues: loggedValues(row),
        });
        return { _id: row.id };
      });
    },

    /** Whether sign-in for this phone and role takes a fixed code instead of an SMS. */
    async hasFixedCode(executor: Executor, phone: string, role: Role): Promise<boolean> {
      return isDemoAccount(phone, role) || Boolean(await entryFor(executor, phone, role));
    },

    /**
     * Checks a fixed code at sign-in, read afresh so an edited entry (or demo data turned off)
     * applies at once. Answers which code matched, or undefined.
     */
    async matchFixedCode(
      executor: Executor,
      phone: string,
      role: Role,
      code: string,
    ): Promise<FixedCodeMatch | undefined> {
      if (isDemoAccount(phone, role)) return sameText(code, demoCode) ? { source: 'demo' } : undefined;
      const row = await entryFor(executor, phone, role);
      return row && isSpecialCode(row, code) ? { source: 'specialNumber', id: row.id } : undefined;
    },

    /** A sign-in with a fixed code is written to the log beside the sign-in itself (never the code). */
    async recordUse(executor: Executor, actor: Actor & { role: Role }, match: FixedCodeMatch): Promise<void> {
      await recordActivity(executor, actor, {
        action: 'sign-in',
        entity: match.source === 'specialNumber' ? entity : 'demoSignIn',
        entityId: match.source === 'specialNumber' ? match.id : null,
        newValues: { role: actor.role },
        notes: match.source === 'specialNumber' ? 'fixed code of a special number' : 'demo code',
      });
    },
  };
}
export type SpecialUsersService = ReturnType<typeof createSpecialUsersService>;
