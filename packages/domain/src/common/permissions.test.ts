import { describe, expect, it } from 'vitest';
import { can, permissions } from './permissions';
import { roles } from './roles';

describe('permissions', () => {
  it('lets only the manager manage special users', () => {
    expect(roles.filter((role) => can(role, 'specialUsers.manage'))).toEqual(['admin']);
  });

  it('gives every role exactly one dashboard area', () => {
    const areas = Object.keys(permissions).filter((permission) => permission.startsWith('dashboard.'));
    for (const role of roles) {
      expect(areas.filter((area) => can(role, area as keyof typeof permissions))).toHaveLength(1);
    }
  });

  it('refuses a missing role', () => {
    expect(can(null, 'dashboard.worker')).toBe(false);
  });
});
