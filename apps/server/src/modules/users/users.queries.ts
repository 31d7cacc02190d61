import {
  type LookupField,
  listSortOf,
  type ManagedRole,
  normalizeMachineNumber,
  normalizePhone,
  normalizeSearch,
  type User,
  type UsersQuery,
  usersDefaultPageSize,
  usersSort,
} from '@tg/domain';
import type { Executor } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import type { UserMatch, UserMatchColumn, UserSearch } from './users.filters';
import { toUser } from './users.mapper';
import { usersRepository } from './users.repository';
import type { Caller } from './users.scope';
import type { UserRow } from './users.table';

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

/** The list's search terms, cleaned: trimmed, the phone as the start of its stored form. */
function searchOf(query: UsersQuery): UserSearch {
  const phone = normalizeSearch(query.phoneNumber);
  const chassis = normalizeSearch(query.vinNumber);
  const plate = normalizeSearch(query.tractorNumber);
  return {
    idNumberStartsWith: normalizeSearch(query.userId),
    name: normalizeSearch(query.name),
    phoneStartsWith: phone && phonePrefix(phone),
    email: normalizeSearch(query.email),
    chassisStartsWith: chassis === undefined ? undefined : normalizeMachineNumber(chassis),
    plateStartsWith: plate === undefined ? undefined : normalizeMachineNumber(plate),
    groupId: query.group,
    parentId: query.parentId,
  };
}

/** The column each lookup path of the contract matches. */
const lookupColumns = {
  _id: 'id',
  'machines.vinNumber': 'chassis',
  'machines.tractorNumber': 'plate',
  'userInformation.userId': 'idNumber',
  'userInformation.phoneNumber': 'phoneNumber',
  phoneNumber: 'phoneNumber',
  'userInformation.email': 'email',
  userType: 'userType',
} as const satisfies Record<LookupField, UserMatchColumn>;

/** One lookup alternative by column, its values cleaned as the stored ones are. */
function matchOf(alternative: Partial<Record<LookupField, string>>): UserMatch {
  return Object.entries(alternative).map(([field, value = '']) => {
    const column = lookupColumns[field as LookupField];
    switch (column) {
      case 'chassis':
      case 'plate':
        return [column, normalizeMachineNumber(value)] as const;
      case 'idNumber':
        return [column, value.trim()] as const;
      case 'phoneNumber':
        return [column, normalizePhone(value)] as const;
      case 'email':
        return [column, value.trim().toLowerCase()] as const;
    }
    return [column, value] as const;
  });
}

export function createUserQueries(db: Executor, files: FilesService) {
  return {
    async list(caller: Caller, query: UsersQuery & { role: ManagedRole }) {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? usersDefaultPageSize);
      const { rows, total } = await usersRepository.page(db, caller, query.role, searchOf(query), {
        offset: offsetOf(page, limit),
        limit,
        sort: listSortOf(usersSort, query),
      });
      return pageOf('users', await withRelated(db, files, rows), total, limit);
    },

    /**
     * The list's rows after a cursor, shaped as `list` answers them, with no count: an export
     * reads the whole list in batches this way (ADR 0040).
     */
    async exportBatch(
      caller: Caller,
      query: UsersQuery & { role: ManagedRole },
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const { rows, next } = await usersRepository.batchAfter(db, caller, query.role, searchOf(query), {
        after,
        limit,
        sort: listSortOf(usersSort, query),
      });
      return { items: await withRelated(db, files, rows), next };
    },

    async lookup(caller: Caller, role: ManagedRole, alternatives: Partial<Record<LookupField, string>>[]) {
      const rows = await usersRepository.lookup(db, caller, role, alternatives.map(matchOf), 20);
      if (rows.length === 0) throw notFound('No items found');
      return { items: await withRelated(db, files, rows) };
    },

    /** The record if the caller may see it, else undefined (the caller answers 404). */
    async findVisible(executor: Executor, caller: Caller, id: string, lock = false) {
      return usersRepository.findVisible(executor, caller, id, lock);
    },
  };
}
export type UserQueries = ReturnType<typeof createUserQueries>;
