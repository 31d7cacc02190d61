import { normalizePhone } from '@tg/domain';
import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/client';
import { usersRepository } from './users.repository';
import type { UserRow } from './users.table';

/** Who the activity log names for changes made by `npm run admin` (no one is signed in). */
export const adminCommandActor: Actor = { userId: null, role: null, name: 'npm run admin' };

export class ManagerAccountError extends Error {}

/** The phone in international form, or a message a person can act on. */
export function managerPhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new ManagerAccountError(`"${input}" is not a phone number (for example 0501234567)`);
  return phone;
}

export type ManagerAccountOutcome =
  | { outcome: 'created'; user: UserRow }
  | { outcome: 'promoted'; user: UserRow; from: 'worker' }
  | { outcome: 'alreadyManager'; user: UserRow };

/**
 * How a real install gets its first manager (issue 13): a worker with the phone becomes the
 * manager, otherwise a manager account is created; either way it then signs in by SMS code.
 * Safe beside a running server: the unique (phone, role) index among living accounts keeps two
 * runs, or a run and the people screen, from making two managers of one phone.
 */
export async function createOrPromoteManager(
  db: Database,
  input: { phone: string; name?: string },
): Promise<ManagerAccountOutcome> {
  const phone = managerPhone(input.phone);
  const name = input.name?.trim();
  return db.transaction(async (tx) => {
    const manager = await usersRepository.findActiveByPhoneAndRole(tx, phone, 'admin');
    if (manager) return { outcome: 'alreadyManager', user: manager };

    const worker = await usersRepository.findActiveByPhoneAndRole(tx, phone, 'worker');
    if (worker) {
      const user = await usersRepository.update(tx, worker.id, {
        role: 'admin',
        ...(name ? { name } : {}),
      });
      await recordActivity(tx, adminCommandActor, {
        action: 'update',
        entity: 'user',
        entityId: user.id,
        oldValues: { role: 'worker', ...(name && name !== worker.name ? { name: worker.name } : {}) },
        newValues: { role: 'admin', ...(name && name !== worker.name ? { name } : {}) },
        notes: 'promoted to manager by npm run admin',
      });
      return { outcome: 'promoted', user, from: 'worker' };
    }

    if (!name) throw new ManagerAccountError('a new manager needs a name: --name "First Last"');
    const user = await usersRepository.insert(tx, {
      role: 'admin',
      userType: 'individual',
      name,
      phoneNumber: phone,
    });
    await recordActivity(tx, adminCommandActor, {
      action: 'create',
      entity: 'user',
      entityId: user.id,
      newValues: { role: 'admin', name, phoneNumber: phone },
      notes: 'created by npm run admin',
    });
    return { outcome: 'created', user };
  });
}
