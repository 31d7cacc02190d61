import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { type Role, roles } from '../common/roles';

export const specialUserDefaultPageSize = 15;
export const specialUserNameMinLength = 3;

/** 972 and nine digits, with an optional plus (spec 1 §5). */
export const specialPhonePattern = /^\+?972\d{9}$/;

/** The roles a fixed code may sign in: any but the manager's (issue 13). */
export const specialUserRoles = roles.filter((role): role is Exclude<Role, 'admin'> => role !== 'admin');

/** An entry as lists and later answers show it: the code is never part of it (ADR 0017). */
export const specialUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  roles: z.array(z.enum(roles)),
  allowStaffPhone: z.boolean(),
});
export type SpecialUser = z.infer<typeof specialUserSchema>;

/** The answer to createItem: the one time the code is shown, to be written down. */
export const createdSpecialUserSchema = specialUserSchema.extend({ code: z.string() });
export type CreatedSpecialUser = z.infer<typeof createdSpecialUserSchema>;

const nameSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .min(specialUserNameMinLength, { error: m.minLength3 })
  .max(100);

const phoneSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .regex(specialPhonePattern, { error: m.specialPhone })
  .transform((phone) => (phone.startsWith('+') ? phone : `+${phone}`));

/**
 * The spec says exactly 6 characters; sign-in accepts only digits, so a code with letters could be
 * saved but never used. Six digits (ADR 0004).
 */
const codeSchema = z
  .string({ error: m.required })
  .min(1, { error: m.required })
  .regex(/^\d{6}$/, { error: m.specialCode });

/** At least one role, never admin; kept in the order of the role list, each once. */
const rolesSchema = z
  .array(z.enum(roles, { error: m.invalidRole }), { error: m.required })
  .min(1, { error: m.specialRolesRequired })
  .refine((chosen) => !chosen.includes('admin'), { error: m.specialRoleAdmin })
  .transform((chosen) => roles.filter((role) => chosen.includes(role)));

export const createSpecialUserSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  code: codeSchema,
  roles: rolesSchema,
  allowStaffPhone: z.boolean({ error: m.invalidValue }).default(false),
});
export type CreateSpecialUser = z.input<typeof createSpecialUserSchema>;

/**
 * Editing keeps the name and phone. A blank or missing code keeps the current one (it cannot be
 * shown to be edited); roles and the staff flag change when sent. Something must change.
 */
export const updateSpecialUserSchema = z
  .object({
    _id: z.string({ error: m.required }).uuid({ error: m.invalidValue }),
    code: z
      .string({ error: m.specialCode })
      .regex(/^(\d{6})?$/, { error: m.specialCode })
      .optional()
      .transform((code) => code || undefined),
    roles: rolesSchema.optional(),
    allowStaffPhone: z.boolean({ error: m.invalidValue }).optional(),
  })
  .refine(
    (input) => input.code !== undefined || input.roles !== undefined || input.allowStaffPhone !== undefined,
    {
      error: m.required,
      path: ['code'],
    },
  );
export type UpdateSpecialUser = z.input<typeof updateSpecialUserSchema>;

export const deleteSpecialUserSchema = z.object({
  _id: z.string({ error: m.required }).uuid({ error: m.invalidValue }),
});
export const deletedSpecialUserSchema = z.object({ _id: z.string() });

export const specialUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(specialUserDefaultPageSize),
  name: z.string().trim().max(100).optional(),
});
export type SpecialUsersQuery = z.input<typeof specialUsersQuerySchema>;

export const specialUsersListSchema = z.object({
  items: z.array(specialUserSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type SpecialUsersList = z.infer<typeof specialUsersListSchema>;
