import { isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from './users.table';

/**
 * The people module's public read model: read-only pieces of its tables that another module's
 * query may join, so a join stays one query without that module importing these tables.
 */

/**
 * Living people (not deleted) with their role, as a subquery to join on `id`. PostgreSQL folds a
 * plain subquery like this one into the outer query, so the plan is the same as joining `users`.
 */
export function livingPeople(db: Executor) {
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(isNull(users.deletedAt))
    .as('living_people');
}

/**
 * Living people with the columns a notice needs (issue 18): who holds a role, by which name
 * (a warehouse names its keeper by name), and how to reach them by SMS or e-mail.
 */
export function livingContacts(db: Executor) {
  return db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      phoneNumber: users.phoneNumber,
      email: users.email,
    })
    .from(users)
    .where(isNull(users.deletedAt))
    .as('living_contacts');
}
