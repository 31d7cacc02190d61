import { describe, expect, it } from 'vitest';
import { createSpecialUserSchema, updateSpecialUserSchema } from './special-user.schema';

const fieldErrors = (input: unknown) => {
  const result = createSpecialUserSchema.safeParse(input);
  if (result.success) return {};
  // The first message of each field is the one shown, as on the server.
  return Object.fromEntries(
    result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('special users: rules of spec 1 §5', () => {
  it('accepts 972 and nine digits with or without a plus, storing it with the plus', () => {
    expect(
      createSpecialUserSchema.parse({
        name: 'Dana',
        phone: '972501234567',
        code: '123456',
        roles: ['customer'],
      }).phone,
    ).toBe('+972501234567');
    expect(
      createSpecialUserSchema.parse({
        name: 'Dana',
        phone: '+972501234567',
        code: '012345',
        roles: ['customer'],
      }).phone,
    ).toBe('+972501234567');
  });

  it('needs a name of at least 3 characters', () => {
    expect(fieldErrors({ name: 'Da', phone: '972501234567', code: '123456', roles: ['customer'] })).toEqual({
      name: 'validation.minLength3',
    });
    expect(
      fieldErrors({ name: '  Dan  ', phone: '972501234567', code: '123456', roles: ['customer'] }),
    ).toEqual({});
  });

  it.each([
    '0501234567',
    '97250123456',
    '9725012345678',
    '+1972501234567',
    '972-50-1234567',
  ])('refuses phone %s', (phone) => {
    expect(fieldErrors({ name: 'Dana', phone, code: '123456', roles: ['customer'] })).toEqual({
      phone: 'validation.specialPhone',
    });
  });

  it.each(['12345', '1234567', 'abc123', '12 345'])('refuses code %s: exactly 6 digits', (code) => {
    expect(fieldErrors({ name: 'Dana', phone: '972501234567', code, roles: ['customer'] })).toEqual({
      code: 'validation.specialCode',
    });
  });

  it('says which fields are required', () => {
    expect(fieldErrors({ name: '', phone: '', code: '' })).toEqual({
      name: 'validation.required',
      phone: 'validation.required',
      code: 'validation.required',
      roles: 'validation.required',
    });
  });
});

describe('special users: the roles a fixed code signs in (issue 13)', () => {
  const valid = { name: 'Dana', phone: '972501234567', code: '123456' };

  it('needs at least one role and never the manager', () => {
    expect(fieldErrors({ ...valid, roles: [] })).toEqual({ roles: 'validation.specialRolesRequired' });
    expect(fieldErrors({ ...valid, roles: ['customer', 'admin'] })).toEqual({
      roles: 'validation.specialRoleAdmin',
    });
    expect(fieldErrors({ ...valid, roles: ['boss'] })).toEqual({ 'roles.0': 'validation.invalidRole' });
  });

  it('keeps each role once, in the order of the role list, and the staff flag off unless set', () => {
    const parsed = createSpecialUserSchema.parse({ ...valid, roles: ['customer', 'agent', 'customer'] });
    expect(parsed.roles).toEqual(['agent', 'customer']);
    expect(parsed.allowStaffPhone).toBe(false);
    expect(
      createSpecialUserSchema.parse({ ...valid, roles: ['worker'], allowStaffPhone: true }),
    ).toMatchObject({ roles: ['worker'], allowStaffPhone: true });
  });
});

describe('special users: editing', () => {
  const _id = '0d2c7e0e-5d5b-4f0e-9a43-2f3e0d0b7c11';

  it('changes the code, the roles or the flag, never the name or phone', () => {
    expect(updateSpecialUserSchema.parse({ _id, code: '654321', name: 'ignored' })).toEqual({
      _id,
      code: '654321',
    });
    expect(updateSpecialUserSchema.parse({ _id, code: '', roles: ['agent'], allowStaffPhone: true })).toEqual(
      {
        _id,
        roles: ['agent'],
        allowStaffPhone: true,
      },
    );
  });

  it('refuses a bad code, the manager role and an edit that changes nothing', () => {
    const issues = (input: unknown) =>
      updateSpecialUserSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ _id, code: '12' })).toEqual([['code', 'validation.specialCode']]);
    expect(issues({ _id, roles: ['admin'] })).toEqual([['roles', 'validation.specialRoleAdmin']]);
    expect(issues({ _id, code: '' })).toEqual([['code', 'validation.required']]);
  });
});
