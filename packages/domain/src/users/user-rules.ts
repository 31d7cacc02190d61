import type { Role } from '../common/roles';
import type { ManagedRole } from './user.schema';

/**
 * The dialog tabs of each role (spec 2 §2). `disabled` tabs are shown greyed out, as the spec
 * lists them (sub-users for customers, policies for workers).
 */
export const userDialogTabs = {
  basicInfo: { roles: ['customer', 'supplier', 'worker', 'agent', 'company', 'installer', 'storekeeper'] },
  additionalInfo: { roles: ['customer', 'supplier', 'agent', 'company', 'installer', 'storekeeper'] },
  notes: { roles: ['installer', 'storekeeper', 'customer', 'supplier'] },
  contacts: { roles: ['agent', 'company', 'installer', 'storekeeper', 'customer', 'supplier'] },
  subUsers: { roles: ['agent', 'company', 'customer'], disabledFor: ['customer'] },
  machines: { roles: ['customer'] },
  policies: { roles: ['agent', 'company', 'customer', 'worker'], disabledFor: ['worker'] },
  permissions: { roles: ['customer', 'worker', 'installer', 'storekeeper'] },
  documentHistory: { roles: ['customer'] },
  attachments: { roles: ['agent', 'company', 'customer'] },
  warehouse: { roles: ['installer', 'storekeeper', 'supplier'] },
  installationsPerformed: { roles: ['installer'] },
} as const satisfies Record<string, { roles: readonly ManagedRole[]; disabledFor?: readonly ManagedRole[] }>;
export type UserDialogTab = keyof typeof userDialogTabs;

export function tabsFor(role: ManagedRole): { tab: UserDialogTab; disabled: boolean }[] {
  return (
    Object.entries(userDialogTabs) as [
      UserDialogTab,
      { roles: readonly ManagedRole[]; disabledFor?: readonly ManagedRole[] },
    ][]
  )
    .filter(([, rule]) => rule.roles.includes(role))
    .map(([tab, rule]) => ({ tab, disabled: rule.disabledFor?.includes(role) ?? false }));
}

/** Which roles' records a caller may create. Staff create any; agents and agencies only customers. */
export function creatableRoles(caller: Role): readonly ManagedRole[] {
  if (caller === 'admin' || caller === 'worker') {
    return ['customer', 'supplier', 'worker', 'agent', 'company', 'installer', 'storekeeper'];
  }
  if (caller === 'agent' || caller === 'company') return ['customer'];
  return [];
}
