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
    expect(createSpecialUserSchema.parse({ name: 'Dana', phone: '972501234567', code: '123456' }).phone).toBe(
      '+972501234567',
    );
    expect(
      createSpecialUserSchema.parse({ name: 'Dana', phone: '+972501234567', code: '012345' }).phone,
    ).toBe('+972501234567');
  });

  it('needs a name of at least 3 characters', () => {
    expect(fieldErrors({ name: 'Da', phone: '972501234567', code: '123456' })).toEqual({
      name: 'validation.minLength3',
    });
    expect(fieldErrors({ name: '  Dan  ', phone: '972501234567', code: '123456' })).toEqual({});
  });

  it.each([
    '0501234567',
    '97250123456',
    '9725012345678',
    '+1972501234567',
    '972-50-1234567',
  ])('refuses phone %s', (phone) => {
    expect(fieldErrors({ name: 'Dana', phone, code: '123456' })).toEqual({
      phone: 'validation.specialPhone',
    });
  });

  it.each(['12345', '1234567', 'abc123', '12 345'])('refuses code %s: exactly 6 digits', (code) => {
    expect(fieldErrors({ name: 'Dana', phone: '972501234567', code })).toEqual({
      code: 'validation.specialCode',
    });
  });

  it('says which fields are required', () => {
    expect(fieldErrors({ name: '', phone: '', code: '' })).toEqual({
      name: 'validation.required',
      phone: 'validation.required',
      code: 'validation.required',
    });
  });

  it('edits only the code', () => {
    const parsed = updateSpecialUserSchema.parse({
      _id: '0d2c7e0e-5d5b-4f0e-9a43-2f3e0d0b7c11',
      code: '654321',
      name: 'ignored',
    });
    expect(parsed).toEqual({ _id: '0d2c7e0e-5d5b-4f0e-9a43-2f3e0d0b7c11', code: '654321' });
  });
});
