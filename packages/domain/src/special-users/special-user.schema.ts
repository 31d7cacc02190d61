import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

export const specialUserDefaultPageSize = 15;
export const specialUserNameMinLength = 3;

/** 972 and nine digits, with an optional plus (spec 1 §5). */
export const specialPhonePattern = /^\+?972\d{9}$/;

export const specialUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
});
export type SpecialUser = z.infer<typeof specialUserSchema>;

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

export const createSpecialUserSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  code: codeSchema,
});
export type CreateSpecialUser = z.input<typeof createSpecialUserSchema>;

/** Editing a special number changes only its code. */
export const updateSpecialUserSchema = z.object({
  _id: z.string({ error: m.required }).uuid({ error: m.invalidValue }),
  code: codeSchema,
});
export type UpdateSpecialUser = z.input<typeof updateSpecialUserSchema>;

export const deleteSpecialUserSchema = z.object({
  _id: z.string({ error: m.required }).uuid({ error: m.invalidValue }),
});

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
