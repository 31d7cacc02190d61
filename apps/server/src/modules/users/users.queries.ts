import {
  type LookupField,
  type ManagedRole,
  normalizeMachineNumber,
  normalizePhone,
  normalizeSearch,
  type User,
  type UsersQuery,
  usersDefaultPageSize,
} from '@tg/domain';
import { and, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/sql-helpers';
import { notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { toUser } from './users.mapper';
import { machineConditions, usersRepository } from './users.repository';
import { type Caller, living, visibleTo } from './users.scope';
import { type UserRow, users } from './users.table';

/** Loads what the records show beside the row (machines, files, group names) in three queries. */
export async function withRelated(db: Executor, files: FilesService, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((row) => row.id);
  const groupIds = [...new Set(rows.map((row) => row.groupId).filter((id): id is string => Boolean(id)))];
  const [machines, attached, groupNames] = await Promise.all([
    usersRepository.machinesOf(db, ids),
    files.listFor(db, 'user', ids),
    usersRepository.namesOf(db, groupIds),
  ]);
  return rows.map((row) => toUser(row, { machines, files: attached, groupNames }));
}

/** A typed phone fragment → the start of the stored international form (050123 → +97250123). */
export function phonePrefix(term: string): string {
  const digits = term.replace(/\D/g, '');
  if (digits.startsWith('972')) return `+${digits.replace(/^9720/, '972')}`;
  if (digits.startsWith('0')) return `+972${digits.slice(1)}`;
  return `+972${digits}`;
}

function searchConditions(query: UsersQuery): (SQL | undefined)[] {
  const term = (value: string | undefined) => normalizeSearch(value);
  const userId = term(query.userId);
  const name = term(query.name);
  const phone = term(query.phoneNumber);
  const email = term(query.email);
  const chassis = term(query.vinNumber);
  const plate = term(query.tractorNumber);
  return [
    userId ? like(users.idNumber, `${escapeLike(userId)}%`) : undefined,
    name ? ilike(users.name, `%${escapeLike(name)}%`) : undefined,
    phone ? like(users.phoneNumber, `${escapeLike(phonePrefix(phone))}%`) : undefined,
    email ? ilike(users.email, `%${escapeLike(email)}%`) : undefined,
    chassis ? machineConditions.chassisStartsWith(normalizeMachineNumber(chassis)) : undefined,
    plate ? machineConditions.plateStartsWith(normalizeMachineNumber(plate)) : undefined,
    query.group ? eq(users.groupId, query.group) : undefined,
    query.parentId ? eq(users.parentId, query.parentId) : undefined,
  ];
}

/** One alternative of a lookup: all its fields must match. Unusable values match nobody. */
function lookupCondition(alternative: Partial<Record<LookupField, string>>): SQL {
  const never = sql`false`;
  const parts = Object.entries(alternative).map(([field, value = '']) => {
    switch (field as LookupField) {
      case '_id':
        return /^[0-9a-f-]{36}$/i.test(value) ? eq(users.id, value) : never;
      case 'machines.vinNumber':
        return machineConditions.chassisIs(normalizeMachineNumber(value));
      case 'machines.tractorNumber':
        return machineConditions.plateIs(normalizeMachineNumber(value));
      case 'userInformation.userId':
        return eq(users.idNumber, value.trim());
      case 'userInformation.phoneNumber':
      case 'phoneNumber': {
        const phone = normalizePhone(value);
        return phone ? eq(users.phoneNumber, phone) : never;
      }
      case 'userInformation.email':
        return sql`lower(${users.email}) = ${value.trim().toLowerCase()}`;
      case 'userType':
        return eq(users.userType, value as UserRow['userType']);
    }
    return never;
  });
  return and(...parts) ?? never;
}

export function createUserQueries(db: Executor, files: FilesService) {
  return {
    async list(caller: Caller, query: UsersQuery & { role: ManagedRole }) {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? usersDefaultPageSize);
      const where = living(eq(users.role, query.role), visibleTo(caller), ...searchConditions(query));
      const { rows, total } = await usersRepository.page(db, where, { offset: offsetOf(page, limit), limit });
      return pageOf('users', await withRelated(db, files, rows), total, limit);
    },

    async lookup(caller: Caller, role: ManagedRole, alternatives: Partial<Record<LookupField, string>>[]) {
      const where = living(eq(users.role, role), visibleTo(caller), or(...alternatives.map(lookupCondition)));
      const rows = await usersRepository.list(db, where, 20);
      if (rows.length === 0) throw notFound('No items found');
      return { items: await withRelated(db, files, rows) };
    },

    /** The record if the caller may see it, else undefined (the caller answers 404). */
    async findVisible(executor: Executor, caller: Caller, id: string, lock = false) {
      return usersRepository.findOne(executor, living(eq(users.id, id), visibleTo(caller)), lock);
    },
  };
}
export type UserQueries = ReturnType<typeof createUserQueries>;
