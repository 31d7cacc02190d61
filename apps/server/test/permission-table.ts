import { type Permission, permissions, type Role } from '@tg/domain';

/**
 * Runs `body` with the one permission table granting `permission` to `roles` instead, then puts
 * the table back. Route access and the services' own checks read the same table, so a test can
 * show that changing the table alone changes who may do what.
 */
export async function withPermissionGrantedTo<T>(
  permission: Permission,
  roles: readonly Role[],
  body: () => Promise<T>,
): Promise<T> {
  // The table is typed read-only so that code cannot change it; only this helper does, in tests.
  const entry = permissions[permission] as unknown as Role[];
  const kept = [...entry];
  entry.splice(0, entry.length, ...roles);
  try {
    return await body();
  } finally {
    entry.splice(0, entry.length, ...kept);
  }
}
