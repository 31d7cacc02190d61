import { and, eq, ilike, like, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql-helpers';
import { type UserRow, userMachines, users } from './users.table';

/**
 * What a people list is narrowed by, as plain values the service has already cleaned (trimmed,
 * phone in international form, machine numbers normalized); an absent field narrows nothing. A
 * machine-number prefix that normalized to '' still narrows to people with a machine, as it did
 * when the condition was built from the typed term.
 */
export interface UserSearch {
  idNumberStartsWith?: string;
  /** Part of the name, in any case. */
  name?: string;
  phoneStartsWith?: string;
  /** Part of the e-mail address, in any case. */
  email?: string;
  chassisStartsWith?: string;
  plateStartsWith?: string;
  groupId?: string;
  parentId?: string;
}

export type UserMatchColumn = 'id' | 'chassis' | 'plate' | 'idNumber' | 'phoneNumber' | 'email' | 'userType';

/**
 * One lookup alternative as column/value pairs (a column may come twice, from two of the
 * contract's names for it), every pair matching. A null or unusable value matches nobody.
 */
export type UserMatch = readonly (readonly [UserMatchColumn, string | null])[];

/** Conditions on a customer's machines, for searches and lookups. */
const machineConditions = {
  chassisStartsWith: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.chassis} like ${`${escapeLike(value)}%`})`,
  plateStartsWith: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.plate} like ${`${escapeLike(value)}%`})`,
  chassisIs: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.chassis} = ${value})`,
  plateIs: (value: string) =>
    sql`exists (select 1 from ${userMachines} where ${userMachines.userId} = ${users.id} and ${userMachines.plate} = ${value})`,
};

export function searchConditions(search: UserSearch): (SQL | undefined)[] {
  const { idNumberStartsWith, name, phoneStartsWith, email, chassisStartsWith, plateStartsWith } = search;
  return [
    idNumberStartsWith ? like(users.idNumber, `${escapeLike(idNumberStartsWith)}%`) : undefined,
    name ? ilike(users.name, `%${escapeLike(name)}%`) : undefined,
    phoneStartsWith ? like(users.phoneNumber, `${escapeLike(phoneStartsWith)}%`) : undefined,
    email ? ilike(users.email, `%${escapeLike(email)}%`) : undefined,
    chassisStartsWith !== undefined ? machineConditions.chassisStartsWith(chassisStartsWith) : undefined,
    plateStartsWith !== undefined ? machineConditions.plateStartsWith(plateStartsWith) : undefined,
    search.groupId ? eq(users.groupId, search.groupId) : undefined,
    search.parentId ? eq(users.parentId, search.parentId) : undefined,
  ];
}

const uuidLike = /^[0-9a-f-]{36}$/i;

/** One alternative's condition: all its pairs must match. */
export function matchCondition(match: UserMatch): SQL {
  const never = sql`false`;
  const parts = match.map(([column, value]) => {
    if (value === null) return never;
    switch (column) {
      case 'id':
        return uuidLike.test(value) ? eq(users.id, value) : never;
      case 'chassis':
        return machineConditions.chassisIs(value);
      case 'plate':
        return machineConditions.plateIs(value);
      case 'idNumber':
        return eq(users.idNumber, value);
      case 'phoneNumber':
        return value ? eq(users.phoneNumber, value) : never;
      case 'email':
        return sql`lower(${users.email}) = ${value}`;
      case 'userType':
        return eq(users.userType, value as UserRow['userType']);
    }
    return never;
  });
  return and(...parts) ?? never;
}
