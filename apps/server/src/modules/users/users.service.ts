import { type Role, type SessionUser, staffRoles } from '@tg/domain';
import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Database, Executor } from '../../platform/db/client';
import type { FilesService } from '../files/files.service';
import { createUserCommands } from './users.commands';
import { createUserQueries } from './users.queries';
import { usersRepository } from './users.repository';
import type { UserRow } from './users.table';

/** A person's stored record, as other modules receive it from this service. */
export type { UserRow };

export function toSessionUser(row: UserRow): SessionUser {
  return {
    _id: row.id,
    role: row.role,
    userType: row.userType,
    name: row.name,
    phoneNumber: row.phoneNumber,
    userId: row.idNumber,
  };
}

/** What sign-in needs from the people module. */
export const usersService = {
  /** Only a customer may sign up by signing in; every other role must already exist. */
  mayRequestCode(role: Role, existing: UserRow | undefined): boolean {
    return Boolean(existing) || role === 'customer';
  },

  findForSignIn(db: Executor, phoneNumber: string, role: Role) {
    return usersRepository.findActiveByPhoneAndRole(db, phoneNumber, role);
  },

  findById(db: Executor, id: string) {
    return usersRepository.findActiveById(db, id);
  },

  findManyByIds(db: Executor, ids: readonly string[]) {
    return usersRepository.findActiveByIds(db, ids);
  },

  /** Whether a worker or admin account has this phone: a fixed code must not open it unasked (issue 13). */
  async hasStaffAccount(db: Executor, phoneNumber: string): Promise<boolean> {
    const staff = await usersRepository.findActiveByPhoneInRoles(db, phoneNumber, staffRoles);
    return Boolean(staff);
  },

  /**
   * The groups whose subscriptions and calls a caller sees besides its own: an agent its own
   * group; a company its own and each of its agents'.
   */
  async groupIdsSeenBy(db: Executor, caller: { userId: string; role: Role }): Promise<string[]> {
    if (caller.role === 'agent') return [caller.userId];
    if (caller.role !== 'company') return [];
    const agents = await usersRepository.activeAgentsOf(db, caller.userId, 1000);
    return [caller.userId, ...agents.map((agent) => agent.id)];
  },

  /** The living customer with this ID number, to link a subscription or call to its record. */
  findCustomerByIdNumber(db: Executor, idNumber: string) {
    return usersRepository.findActiveByIdNumberAndRole(db, idNumber, 'customer');
  },

  /**
   * A storefront lead's visitor as a customer (issue 17): the living customer with this phone, or
   * a new one with the name and machine the visitor gave, logged as created by the staff member.
   */
  async findOrCreateCustomer(
    db: Executor,
    actor: Actor,
    person: { name: string; phoneNumber: string; machine: { chassis: string; plate: string } | null },
  ): Promise<{ row: UserRow; created: boolean }> {
    const existing = await usersRepository.findActiveByPhoneAndRole(db, person.phoneNumber, 'customer');
    if (existing) return { row: existing, created: false };
    const row = await usersRepository.insert(db, {
      role: 'customer',
      userType: 'individual',
      name: person.name,
      phoneNumber: person.phoneNumber,
    });
    const machines = person.machine ? [person.machine] : [];
    await usersRepository.replaceMachines(db, row.id, machines);
    await recordActivity(db, actor, {
      action: 'create',
      entity: 'user',
      entityId: row.id,
      notes: 'lead',
      newValues: { role: row.role, name: row.name, phoneNumber: row.phoneNumber, machines },
    });
    return { row, created: true };
  },

  async findOrCreateOnSignIn(db: Executor, phoneNumber: string, role: Role): Promise<UserRow | undefined> {
    const existing = await usersRepository.findActiveByPhoneAndRole(db, phoneNumber, role);
    if (existing || role !== 'customer') return existing;
    return usersRepository.insert(db, { role: 'customer', userType: 'individual', name: '', phoneNumber });
  },
};

/** The people module's use cases (spec 2 §2–§7, spec 1 §7 users calls). */
export function createUsersService(db: Database, files: FilesService) {
  const queries = createUserQueries(db, files);
  const commands = createUserCommands(db, files, queries);
  return { ...queries, ...commands };
}
export type UsersService = ReturnType<typeof createUsersService>;
