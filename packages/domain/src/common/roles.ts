/** Every role a signed-in person can have. `admin` is shown to users as "manager". */
export const roles = [
  'admin',
  'worker',
  'agent',
  'company',
  'customer',
  'installer',
  'storekeeper',
  'supplier',
] as const;
export type Role = (typeof roles)[number];

export const userTypes = ['individual', 'business'] as const;
export type UserType = (typeof userTypes)[number];

/** Staff roles see every object; the others are scoped to what is theirs. */
export const staffRoles = ['admin', 'worker'] as const satisfies readonly Role[];

export function isStaff(role: Role): boolean {
  return (staffRoles as readonly Role[]).includes(role);
}

/** The dashboard area a role lands in. Roles without an area of their own share the closest one. */
export const dashboardSectionByRole: Record<Role, 'worker' | 'agent' | 'customer' | 'storekeeper'> = {
  admin: 'worker',
  worker: 'worker',
  agent: 'agent',
  company: 'agent',
  customer: 'customer',
  installer: 'storekeeper',
  storekeeper: 'storekeeper',
  supplier: 'storekeeper',
};
