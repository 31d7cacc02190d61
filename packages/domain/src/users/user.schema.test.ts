import { describe, expect, it } from 'vitest';
import { lookupQuerySchema, normalizeMachineNumber, userInputSchema } from './user.schema';
import { creatableRoles, tabsFor } from './user-rules';

const firstMessages = (input: unknown) => {
  const result = userInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );
};
const valid = { userInformation: { name: 'דנה לוי', userId: '123456789', phoneNumber: '050-1234567' } };

describe('users: the record rules of spec 2 §5 and spec 1 §5', () => {
  it('requires ID, name and phone for every role', () => {
    expect(firstMessages({ userInformation: { name: '', userId: '', phoneNumber: '' } })).toEqual({
      'userInformation.name': 'validation.required',
      'userInformation.userId': 'validation.required',
      'userInformation.phoneNumber': 'validation.required',
    });
  });

  it.each(['1234', '1234567890', '12a45', '12 345'])('refuses ID %s: 5 to 9 digits', (userId) => {
    expect(firstMessages({ userInformation: { ...valid.userInformation, userId } })).toEqual({
      'userInformation.userId': 'validation.userIdLength',
    });
  });

  it.each(['12345', '123456789'])('accepts ID %s', (userId) => {
    expect(firstMessages({ userInformation: { ...valid.userInformation, userId } })).toEqual({});
  });

  it('allows only digits, dashes, plus, parentheses, dots and spaces in phones', () => {
    expect(
      firstMessages({ userInformation: { ...valid.userInformation, phoneNumber: '050_1234567' } }),
    ).toEqual({
      'userInformation.phoneNumber': 'validation.invalidPhone',
    });
    expect(userInputSchema.parse(valid).userInformation.phoneNumber).toBe('+972501234567');
  });

  it('checks the email only when given', () => {
    expect(firstMessages({ userInformation: { ...valid.userInformation, email: 'dana@' } })).toEqual({
      'userInformation.email': 'validation.invalidEmail',
    });
    expect(firstMessages({ userInformation: { ...valid.userInformation, email: '' } })).toEqual({});
  });

  it('defaults: individual, Israel, all permissions off', () => {
    const parsed = userInputSchema.parse(valid);
    expect(parsed.userType).toBe('individual');
    expect(parsed.userInformation.country).toBe('ישראל');
    expect(Object.values(parsed.permissions)).toEqual([false, false, false, false]);
  });

  it('needs a chassis or a plate on each machine, compared without spaces or dashes', () => {
    expect(firstMessages({ ...valid, machines: [{ vinNumber: '', tractorNumber: '' }] })).toEqual({
      'machines.0.vinNumber': 'validation.machineNumberRequired',
    });
    expect(normalizeMachineNumber(' wvw-zzz 123 ')).toBe('WVWZZZ123');
  });

  it('reads lookups as a JSON list of alternatives of known fields', () => {
    expect(
      lookupQuerySchema.parse({
        role: 'customer',
        fields: '[{"machines.vinNumber":"X"},{"machines.tractorNumber":12}]',
      }).fields,
    ).toEqual([{ 'machines.vinNumber': 'X' }, { 'machines.tractorNumber': '12' }]);
    expect(lookupQuerySchema.safeParse({ role: 'customer', fields: '[{"password":"x"}]' }).success).toBe(
      false,
    );
    expect(lookupQuerySchema.safeParse({ role: 'customer', fields: 'not json' }).success).toBe(false);
    expect(lookupQuerySchema.safeParse({ role: 'customer', fields: '[{}]' }).success).toBe(false);
  });
});

describe('users: roles', () => {
  it('shows the dialog tabs of spec 2 §2 per role', () => {
    expect(tabsFor('customer').map(({ tab }) => tab)).toEqual([
      'basicInfo',
      'additionalInfo',
      'notes',
      'contacts',
      'subUsers',
      'machines',
      'policies',
      'permissions',
      'documentHistory',
      'attachments',
    ]);
    expect(tabsFor('worker')).toEqual([
      { tab: 'basicInfo', disabled: false },
      { tab: 'policies', disabled: true },
      { tab: 'permissions', disabled: false },
    ]);
    expect(tabsFor('customer').find(({ tab }) => tab === 'subUsers')?.disabled).toBe(true);
    expect(tabsFor('installer').map(({ tab }) => tab)).toContain('installationsPerformed');
  });

  it('lets agents and agencies create customers only', () => {
    expect(creatableRoles('agent')).toEqual(['customer']);
    expect(creatableRoles('company')).toEqual(['customer']);
    expect(creatableRoles('customer')).toEqual([]);
    expect(creatableRoles('worker')).toHaveLength(7);
  });
});
