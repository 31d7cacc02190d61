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
  const customer = await usersService.findCustomerByIdNumber(executor, insuredIdNumber);
  const customerUserId = customer?.id ?? null;
  if (caller.role === 'agent' || caller.role === 'company')
    return { createdBy, groupId: caller.userId, customerUserId };
  if (isStaff(caller.role)) return { createdBy, groupId: customer?.groupId ?? null, customerUserId };
  return { createdBy, groupId: null, customerUserId };
}
