import type { Role } from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/client';
import { usersService } from '../users/users.service';

/**
 * Who is asking for subscriptions or service calls, as plain data: the service fills it in and
 * hands it to its repository, which alone turns it into a condition (insurance-scope.ts).
 */
export interface InsuranceViewer {
  userId: string;
  role: Role;
  /** The groups whose records the viewer sees besides its own. */
  groupIds: readonly string[];
}

/** The caller as a viewer: its groups are the people module's answer (one query for a company). */
export async function viewerOf(executor: Executor, caller: AccessClaims): Promise<InsuranceViewer> {
  return {
    userId: caller.userId,
    role: caller.role,
    groupIds: await usersService.groupIdsSeenBy(executor, caller),
  };
}
