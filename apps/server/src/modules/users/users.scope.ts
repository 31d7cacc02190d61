import { isStaff, type Role } from '@tg/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { users } from './users.table';

export interface Caller {
  userId: string;
  role: Role;
}

/**
 * The people a caller may see (spec 1 §6): staff everyone; a company itself, its agents and the
 * customers of the company and of its agents; an agent itself and its customers; anyone else only
 * itself. Everyone also sees the sub-users of their own account. Undefined means no restriction.
 */
export function visibleTo(caller: Caller): SQL | undefined {
  if (isStaff(caller.role)) return undefined;
  const own = or(eq(users.id, caller.userId), eq(users.parentId, caller.userId));
  if (caller.role === 'agent') return or(own, eq(users.groupId, caller.userId));
  if (caller.role === 'company') {
    const agentsOfCompany = sql`(select ${users.id} from ${users} where ${users.groupId} = ${caller.userId} and ${users.role} = 'agent' and ${users.deletedAt} is null)`;
    return or(own, eq(users.groupId, caller.userId), inArray(users.groupId, agentsOfCompany));
  }
  return own;
}

export function living(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(isNull(users.deletedAt), ...conditions);
}
