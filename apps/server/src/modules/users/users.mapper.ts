import { type AttachedFile, defaultCountry, defaultPermissions, type Machine, type User } from '@tg/domain';
import type { UserMachineRow, UserRow } from './users.table';

export interface Related {
  machines: Map<string, UserMachineRow[]>;
  files: Map<string, AttachedFile[]>;
  groupNames: Map<string, string>;
}

/** A row and its related rows → the user record of spec 2 §3. */
export function toUser(row: UserRow, related: Related): User {
  const details = row.details ?? {};
  return {
    _id: row.id,
    role: row.role,
    userType: row.userType,
    userInformation: {
      name: row.name,
      userId: row.idNumber ?? '',
      email: row.email ?? '',
      phoneNumber: row.phoneNumber,
      address: details.address ?? '',
      city: details.city ?? '',
      country: details.country ?? defaultCountry,
      postalCode: details.postalCode ?? '',
      additionalInfo: details.additionalInfo ?? '',
    },
    docs: related.files.get(row.id) ?? [],
    visibility: row.visibility,
    machines: (related.machines.get(row.id) ?? []).map(({ chassis, plate }) => ({
      vinNumber: chassis,
      tractorNumber: plate,
    })),
    permissions: { ...defaultPermissions, ...details.permissions },
    contacts: details.contacts ?? [],
    type: row.parentId ? { role: 'admin', parentId: row.parentId } : null,
    group: row.groupId,
    groupName: row.groupId ? (related.groupNames.get(row.groupId) ?? null) : null,
    notes: details.notes ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A request's machines (the spec's names) → the stored chassis and plate. */
export function machineNumbersOf(machines: readonly Machine[]): { chassis: string; plate: string }[] {
  return machines.map(({ vinNumber, tractorNumber }) => ({ chassis: vinNumber, plate: tractorNumber }));
}

/** Add-customer callers read the created person's details flat (spec 1 §7 createItem answer). */
export function withFlatInformation(user: User) {
  return { ...user, userType: user.userType, ...user.userInformation };
}
