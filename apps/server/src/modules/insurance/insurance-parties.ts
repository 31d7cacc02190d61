import { type CreatedBy, isStaff } from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/client';
import { usersService } from '../users/users.service';

export interface Parties {
  createdBy: CreatedBy;
  /** The agent or company the record belongs to. */
  groupId: string | null;
  /** The customer record it is for, when there is one. */
  customerUserId: string | null;
}

/**
 * Who a new subscription or service call belongs to (spec 1 §6): an agent's or company's own
 * group; a customer's own record and its agent's group, so the agent sees what its customer
 * opened; for staff, the group of the customer the insured ID matches.
 *
 * An agent or company links the record only to a customer of the groups it sees (ADR 0018): an
 * ID that belongs to another group's customer, or to a customer of no group, links to nobody and
 * the answer is the same as for an unknown ID, so it tells nothing about who has that ID.
 */
export async function resolveParties(
  executor: Executor,
  caller: AccessClaims,
  insuredIdNumber: string,
): Promise<Parties> {
  const creator = await usersService.findById(executor, caller.userId);
  // Spec 1 §3: the creator's name is "Unknown" until the person has given one.
  const createdBy: CreatedBy = { name: creator?.name || 'Unknown', userId: caller.userId, role: caller.role };
  if (caller.role === 'customer')
    return { createdBy, groupId: creator?.groupId ?? null, customerUserId: caller.userId };
  const customer = insuredIdNumber
    ? await usersService.findCustomerByIdNumber(executor, insuredIdNumber)
    : undefined;
  if (caller.role === 'agent' || caller.role === 'company') {
    const groups = await usersService.groupIdsSeenBy(executor, caller);
    const isOurs = Boolean(customer?.groupId && groups.includes(customer.groupId));
    return { createdBy, groupId: caller.userId, customerUserId: isOurs ? (customer?.id ?? null) : null };
  }
  if (isStaff(caller.role))
    return { createdBy, groupId: customer?.groupId ?? null, customerUserId: customer?.id ?? null };
  return { createdBy, groupId: null, customerUserId: null };
}
