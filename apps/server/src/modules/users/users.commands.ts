import {
  creatableRoles,
  isStaff,
  type ManagedRole,
  validationMessages as m,
  type ParsedUserInput,
  updatableFieldSchemas,
} from '@tg/domain';
import type { z } from 'zod';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { Database, Executor, Transaction } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import type { FilesService } from '../files/files.service';
import { machineNumbersOf, withFlatInformation } from './users.mapper';
import { mergeNotes } from './users.notes';
import { type UserQueries, withRelated } from './users.queries';
import { usersRepository } from './users.repository';
import type { Caller } from './users.scope';
import type { UserDetails, UserRow } from './users.table';

const entity = 'user';

/** Postgres unique violations of the users table → the field the person must change. */
function duplicateField(error: unknown): 'phoneNumber' | 'userId' | undefined {
  const violation = uniqueViolation(error);
  if (violation?.constraint === 'users_phone_role_unique') return 'phoneNumber';
  if (violation?.constraint === 'users_id_number_role_unique') return 'userId';
  return undefined;
}

function duplicate(field: 'phoneNumber' | 'userId', prefix: string) {
  return field === 'phoneNumber'
    ? conflict('A user of this role already has this phone', { [`${prefix}.phoneNumber`]: m.phoneTaken })
    : conflict('A user of this role already has this ID number', { [`${prefix}.userId`]: m.userIdTaken });
}

type MachineNumbers = readonly { chassis: string; plate: string }[];

function auditView(row: UserRow, machines: MachineNumbers) {
  return {
    role: row.role,
    userType: row.userType,
    name: row.name,
    phoneNumber: row.phoneNumber,
    idNumber: row.idNumber,
    email: row.email,
    groupId: row.groupId,
    visibility: row.visibility,
    machines,
    details: { ...row.details, notes: undefined },
  };
}

export function createUserCommands(db: Database, files: FilesService, queries: UserQueries) {
  async function assertUnique(
    tx: Executor,
    role: ManagedRole,
    phone: string,
    idNumber: string,
    selfId?: string,
  ) {
    const samePhone = await usersRepository.findActiveByPhoneAndRole(tx, phone, role);
    if (samePhone && samePhone.id !== selfId) throw duplicate('phoneNumber', 'user.userInformation');
    const sameId = await usersRepository.findActiveByIdNumberAndRole(tx, idNumber, role);
    if (sameId && sameId.id !== selfId) throw duplicate('userId', 'user.userInformation');
  }

  /** Staff may put a customer in an agent's or agency's group, and an agent in an agency. */
  async function checkGroup(tx: Executor, role: ManagedRole, group: string | null | undefined) {
    if (!group) return null;
    const owner = await usersRepository.findActiveById(tx, group);
    const allowed = role === 'customer' ? ['agent', 'company'] : role === 'agent' ? ['company'] : [];
    if (!owner || !allowed.includes(owner.role)) throw invalid({ 'user.group': m.invalidValue });
    return owner.id;
  }

  async function checkParent(tx: Executor, role: ManagedRole, type: ParsedUserInput['type']) {
    if (!type) return null;
    const parent = await usersRepository.findActiveById(tx, type.parentId);
    if (!parent || parent.role !== role || parent.parentId) throw invalid({ 'user.type': m.invalidValue });
    return parent.id;
  }

  async function authorOf(tx: Executor, caller: Caller) {
    const row = await usersRepository.findActiveById(tx, caller.userId);
    return { id: caller.userId, role: caller.role, name: row?.name ?? '' };
  }

  /** Writes machines and files, returns storage keys to delete after commit. */
  async function writeRelated(tx: Transaction, caller: Caller, userId: string, input: ParsedUserInput) {
    await usersRepository.replaceMachines(tx, userId, machineNumbersOf(input.machines));
    return files.attach(tx, caller, { entity, id: userId }, input.docs, 'user.docs');
  }

  function detailsOf(input: ParsedUserInput, notes: UserDetails['notes']): UserDetails {
    const info = input.userInformation;
    return {
      address: info.address,
      city: info.city,
      country: info.country,
      postalCode: info.postalCode,
      additionalInfo: info.additionalInfo,
      permissions: input.permissions,
      contacts: input.contacts,
      notes,
    };
  }

  /** Runs a write, removes dropped files after commit, answers the saved record; duplicates → 409. */
  async function finish(work: (tx: Transaction) => Promise<{ row: UserRow; dropped: string[] }>) {
    try {
      const { row, dropped } = await db.transaction(work);
      await files.removeStored(dropped);
      const [user] = await withRelated(db, files, [row]);
      if (!user) throw new Error('saved user not found');
      return user;
    } catch (error) {
      const field = duplicateField(error);
      if (field) throw duplicate(field, 'user.userInformation');
      throw error;
    }
  }

  return {
    async create(caller: Caller, request: { role: ManagedRole; user: ParsedUserInput }) {
      const { role, user: input } = request;
      if (!creatableRoles(caller.role).includes(role)) throw forbidden();
      const staff = isStaff(caller.role);
      const created = await finish(async (tx) => {
        await assertUnique(tx, role, input.userInformation.phoneNumber, input.userInformation.userId);
        // An agent's or agency's new customer joins its group (spec 2 §6 scoping).
        const groupId = staff ? await checkGroup(tx, role, input.group) : caller.userId;
        const parentId = staff ? await checkParent(tx, role, input.type) : null;
        const { notes } = mergeNotes([], input.notes, await authorOf(tx, caller), new Date());
        const row = await usersRepository.insert(tx, {
          role,
          userType: input.userType,
          name: input.userInformation.name,
          phoneNumber: input.userInformation.phoneNumber,
          idNumber: input.userInformation.userId,
          email: input.userInformation.email || null,
          groupId,
          parentId,
          visibility: input.visibility ?? true,
          details: detailsOf(input, notes),
        });
        const dropped = await writeRelated(tx, caller, row.id, input);
        await recordActivity(tx, caller, {
          action: 'create',
          entity,
          entityId: row.id,
          newValues: auditView(row, machineNumbersOf(input.machines)),
        });
        return { row, dropped };
      });
      return withFlatInformation(created);
    },

    async update(caller: Caller, request: { _id: string; user: ParsedUserInput }) {
      const input = request.user;
      return finish(async (tx) => {
        const before = await queries.findVisible(tx, caller, request._id, true);
        if (!before) throw notFound('User not found');
        const staff = isStaff(caller.role);
        if (!staff && !(creatableRoles(caller.role) as readonly string[]).includes(before.role))
          throw forbidden();
        const role = before.role as ManagedRole;
        await assertUnique(
          tx,
          role,
          input.userInformation.phoneNumber,
          input.userInformation.userId,
          before.id,
        );
        const machinesBefore = (await usersRepository.machinesOf(tx, [before.id])).get(before.id) ?? [];
        const { notes } = mergeNotes(
          before.details.notes ?? [],
          input.notes,
          await authorOf(tx, caller),
          new Date(),
        );
        const row = await usersRepository.update(tx, before.id, {
          userType: input.userType,
          name: input.userInformation.name,
          phoneNumber: input.userInformation.phoneNumber,
          idNumber: input.userInformation.userId,
          email: input.userInformation.email || null,
          groupId:
            staff && input.group !== undefined ? await checkGroup(tx, role, input.group) : before.groupId,
          visibility: staff && input.visibility !== undefined ? input.visibility : before.visibility,
          details: detailsOf(input, notes),
        });
        const dropped = await writeRelated(tx, caller, row.id, input);
        const view = (r: UserRow, machines: MachineNumbers) =>
          auditView(
            r,
            machines.map(({ chassis, plate }) => ({ chassis, plate })),
          );
        await recordActivity(tx, caller, {
          action: 'update',
          entity,
          entityId: row.id,
          ...changedValues(view(before, machinesBefore), view(row, machineNumbersOf(input.machines))),
        });
        return { row, dropped };
      });
    },

    async updateByFields(
      caller: Caller,
      request: { _id: string; role: ManagedRole; fields: Record<string, unknown> },
    ) {
      const parsed: Record<string, unknown> = {};
      const problems: Record<string, string> = {};
      for (const [path, value] of Object.entries(request.fields)) {
        const result = (
          updatableFieldSchemas[path as keyof typeof updatableFieldSchemas] as z.ZodType
        ).safeParse(value);
        if (result.success) parsed[path] = result.data;
        else
          problems[`fields.${path}`] = result.error.issues[0]?.message.startsWith('validation.')
            ? result.error.issues[0].message
            : m.invalidValue;
      }
      if (Object.keys(problems).length > 0) throw invalid(problems);
      const current = await queries.findVisible(db, caller, request._id);
      if (!current || current.role !== request.role) throw notFound('User not found');
      const [user] = await withRelated(db, files, [current]);
      if (!user) throw notFound('User not found');
      const info = { ...user.userInformation };
      for (const [path, value] of Object.entries(parsed)) {
        if (path.startsWith('userInformation.')) (info as Record<string, unknown>)[path.slice(16)] = value;
      }
      return this.update(caller, {
        _id: user._id,
        user: {
          userType: (parsed.userType as ParsedUserInput['userType']) ?? user.userType,
          userInformation: info,
          machines: (parsed.machines as ParsedUserInput['machines']) ?? user.machines,
          permissions: (parsed.permissions as ParsedUserInput['permissions']) ?? user.permissions,
          contacts: (parsed.contacts as ParsedUserInput['contacts']) ?? user.contacts,
          notes: user.notes.map(({ id, content }) => ({ id, content })),
          docs: user.docs.map((doc) => doc._id),
        },
      });
    },

    async remove(caller: Caller, id: string) {
      return db.transaction(async (tx) => {
        const row = await queries.findVisible(tx, caller, id, true);
        if (!row) throw notFound('User not found');
        await usersRepository.update(tx, row.id, { deletedAt: new Date() });
        await recordActivity(tx, caller, {
          action: 'delete',
          entity,
          entityId: row.id,
          oldValues: auditView(row, []),
        });
        return { _id: row.id };
      });
    },

    async setVisibility(caller: Caller, request: { _id: string; visibility: boolean }) {
      return finish(async (tx) => {
        const before = await queries.findVisible(tx, caller, request._id, true);
        if (!before) throw notFound('User not found');
        if (before.role !== 'worker')
          throw invalid({ _id: m.invalidValue }, 'Only workers have a visibility flag');
        const row = await usersRepository.update(tx, before.id, { visibility: request.visibility });
        await recordActivity(tx, caller, {
          action: 'update',
          entity,
          entityId: row.id,
          oldValues: { visibility: before.visibility },
          newValues: { visibility: row.visibility },
        });
        return { row, dropped: [] };
      });
    },
  };
}
