import { z } from 'zod';
import { defineListSort, listSortFields } from '../common/list-sort';
import { lookupAlternativesSchema } from '../common/lookup-alternatives';
import { validationMessages as m } from '../common/messages';
import { hasOnlyPhoneCharacters, normalizePhone } from '../common/phone';
import { roles, userTypes } from '../common/roles';
import { isUserId, validators } from '../common/validators';

/** The roles whose people are kept as user records with a list screen (spec 2 §2). */
export const managedRoles = [
  'customer',
  'supplier',
  'worker',
  'agent',
  'company',
  'installer',
  'storekeeper',
] as const;
export type ManagedRole = (typeof managedRoles)[number];

export const usersDefaultPageSize = 10;
export const defaultCountry = 'ישראל';

const text = (max = 200) => z.string().trim().max(max, { error: m.tooLong });
const optionalText = (max = 200) => text(max).optional().default('');

/** A phone as typed: allowed characters only, stored in international form (+972…). */
export const userPhoneSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .refine(hasOnlyPhoneCharacters, { error: m.invalidPhone })
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: m.invalidPhone });
      return z.NEVER;
    }
    return normalized;
  });

const optionalPhoneSchema = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || hasOnlyPhoneCharacters(value), { error: m.invalidPhone })
  .transform((value, ctx) => {
    if (value === '') return '';
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: m.invalidPhone });
      return z.NEVER;
    }
    return normalized;
  });

const optionalEmailSchema = text(200)
  .optional()
  .default('')
  .refine((value) => value === '' || validators.email(value), { error: m.invalidEmail });

/** userInformation (spec 2 §3): ID, name and phone are required for every role (spec 2 §5). */
export const userInformationInputSchema = z.object({
  name: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200, { error: m.tooLong }),
  userId: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .refine(isUserId, { error: m.userIdLength }),
  phoneNumber: userPhoneSchema,
  email: optionalEmailSchema,
  address: optionalText(),
  city: optionalText(100),
  country: text(100).optional().default(defaultCountry),
  postalCode: optionalText(20),
  additionalInfo: optionalText(2000),
});
export type UserInformationInput = z.input<typeof userInformationInputSchema>;
export type UserInformation = z.output<typeof userInformationInputSchema>;

/** A machine of a customer: chassis (VIN) and vehicle/tractor number; at least one of them. */
export const machineInputSchema = z
  .object({
    vinNumber: text(40).optional().default(''),
    tractorNumber: text(20).optional().default(''),
  })
  .transform((machine) => ({
    vinNumber: normalizeMachineNumber(machine.vinNumber),
    tractorNumber: normalizeMachineNumber(machine.tractorNumber),
  }))
  .refine((machine) => machine.vinNumber !== '' || machine.tractorNumber !== '', {
    error: m.machineNumberRequired,
    path: ['vinNumber'],
  });
export type MachineInput = z.input<typeof machineInputSchema>;
export type Machine = z.output<typeof machineInputSchema>;

/** Chassis and plate numbers are compared without spaces or dashes, in capitals. */
export function normalizeMachineNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const userPermissionsSchema = z.object({
  images: z.boolean().default(false),
  discounts: z.boolean().default(false),
  searchByVinNumber: z.boolean().default(false),
  fullProductDetails: z.boolean().default(false),
});
export type UserPermissions = z.output<typeof userPermissionsSchema>;
export const defaultPermissions: UserPermissions = {
  images: false,
  discounts: false,
  searchByVinNumber: false,
  fullProductDetails: false,
};

export const contactInputSchema = z.object({
  name: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200, { error: m.tooLong }),
  phoneNumber: optionalPhoneSchema,
  email: optionalEmailSchema,
  position: optionalText(100),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type Contact = z.output<typeof contactInputSchema>;

export const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdBy: z.object({
    role: z.string(),
    name: z.string(),
    id: z.string(),
    date: z.string(),
    hour: z.string(),
  }),
  isNew: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

/** A note as the form sends it: saved ones by id (their text cannot change), new ones by text. */
export const noteInputSchema = z.object({
  id: z.string().max(100).optional(),
  content: z.string().trim().min(1, { error: m.required }).max(4000, { error: m.tooLong }),
});

/** A stored file attached to the record (uploaded first through /api/files/upload). */
export const attachedFileSchema = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string(),
  path: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

export const subUserTypeSchema = z.object({ role: z.literal('admin'), parentId: z.string() });

/** What create and update accept for every role; role-specific rules are in `userRules`. */
export const userInputSchema = z.object({
  userType: z.enum(userTypes, { error: m.invalidValue }).default('individual'),
  userInformation: userInformationInputSchema,
  machines: z.array(machineInputSchema).max(100).default([]),
  permissions: userPermissionsSchema.default(defaultPermissions),
  contacts: z.array(contactInputSchema).max(50).default([]),
  notes: z.array(noteInputSchema).max(500).default([]),
  /** Ids of stored files (from the upload call) to keep attached; duplicates are dropped. */
  docs: z
    .array(z.string().uuid({ error: m.invalidValue }))
    .max(50)
    .default([]),
  visibility: z.boolean().optional(),
  /** The agent or company a customer belongs to (staff only; an agent's own customers join its group). */
  group: z.string().uuid({ error: m.invalidValue }).nullable().optional(),
  /** Set on a sub-user: an admin of the parent account. */
  type: subUserTypeSchema.nullable().optional(),
});
export type UserInput = z.input<typeof userInputSchema>;
export type ParsedUserInput = z.output<typeof userInputSchema>;

export const managedRoleSchema = z.enum(managedRoles, { error: m.invalidRole });

export const createUserRequestSchema = z.object({
  role: managedRoleSchema,
  user: userInputSchema,
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z.object({
  _id: z
    .string({ error: m.missingUserId })
    .min(1, { error: m.missingUserId })
    .uuid({ error: m.missingUserId }),
  user: userInputSchema,
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const deleteUserRequestSchema = z.object({
  _id: z.string({ error: m.missingUserId }).uuid({ error: m.missingUserId }),
});

export const updateVisibilityRequestSchema = z.object({
  _id: z.string({ error: m.missingUserId }).uuid({ error: m.missingUserId }),
  visibility: z.boolean({ error: m.required }),
});

/** The user record as the API answers it (spec 2 §3). */
export const userSchema = z.object({
  _id: z.string(),
  role: z.enum(roles),
  userType: z.enum(userTypes),
  userInformation: z.object({
    name: z.string(),
    userId: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    postalCode: z.string(),
    additionalInfo: z.string(),
  }),
  docs: z.array(attachedFileSchema),
  visibility: z.boolean(),
  machines: z.array(z.object({ vinNumber: z.string(), tractorNumber: z.string() })),
  permissions: userPermissionsSchema,
  contacts: z.array(
    z.object({ name: z.string(), phoneNumber: z.string(), email: z.string(), position: z.string() }),
  ),
  type: subUserTypeSchema.nullable(),
  group: z.string().nullable(),
  groupName: z.string().nullable(),
  notes: z.array(noteSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The created record, with its userInformation also flat: add-customer callers read it so (spec 1 §7). */
export const createdUserSchema = userSchema.extend(userSchema.shape.userInformation.shape);
export type CreatedUser = z.infer<typeof createdUserSchema>;

export const deletedUserSchema = z.object({ _id: z.string() });

/** Search fields of the users list (spec 2 §2): each applied when trimmed and 3+ characters. */
/** The users lists' sortable columns; newest first by default, as before sorting. */
export const usersSort = defineListSort(['createdAt', 'userId', 'name', 'phone', 'email'], {
  sortBy: 'createdAt',
  sortDir: 'desc',
});
export type UsersSortKey = (typeof usersSort.keys)[number];

export const usersQuerySchema = z.object({
  ...listSortFields(usersSort),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(usersDefaultPageSize),
  role: managedRoleSchema,
  userId: z.string().trim().max(50).optional(),
  name: z.string().trim().max(100).optional(),
  phoneNumber: z.string().trim().max(30).optional(),
  email: z.string().trim().max(200).optional(),
  vinNumber: z.string().trim().max(40).optional(),
  tractorNumber: z.string().trim().max(20).optional(),
  /** Customers of one agent or company (the "agent" filter of my customers). */
  group: z.string().uuid({ error: m.invalidValue }).optional(),
  /** Sub-users of one account. */
  parentId: z.string().uuid({ error: m.invalidValue }).optional(),
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

export const usersListSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type UsersList = z.infer<typeof usersListSchema>;

/** Paths a lookup may match on, each alternative's keys all matching (spec 1 §7). */
export const lookupFields = [
  '_id',
  'machines.vinNumber',
  'machines.tractorNumber',
  'userInformation.userId',
  'userInformation.phoneNumber',
  'phoneNumber',
  'userInformation.email',
  'userType',
] as const;
export type LookupField = (typeof lookupFields)[number];

export const lookupQuerySchema = z.object({
  role: managedRoleSchema,
  fields: lookupAlternativesSchema(lookupFields, { longestValue: 200 }),
});
export type LookupQuery = z.input<typeof lookupQuerySchema>;

export const lookupResultSchema = z.object({ items: z.array(userSchema) });

/** Fields `updateUserByFields` may set, as dotted paths of the record. */
export const updatableFieldSchemas = {
  'userInformation.name': userInformationInputSchema.shape.name,
  'userInformation.email': optionalEmailSchema,
  'userInformation.phoneNumber': userPhoneSchema,
  'userInformation.address': optionalText(),
  'userInformation.city': optionalText(100),
  'userInformation.country': optionalText(100),
  'userInformation.postalCode': optionalText(20),
  'userInformation.additionalInfo': optionalText(2000),
  userType: z.enum(userTypes, { error: m.invalidValue }),
  machines: z.array(machineInputSchema).max(100),
  permissions: userPermissionsSchema,
  contacts: z.array(contactInputSchema).max(50),
} as const;
export type UpdatableField = keyof typeof updatableFieldSchemas;

export const updateByFieldsRequestSchema = z.object({
  _id: z.string({ error: m.missingUserId }).uuid({ error: m.missingUserId }),
  role: managedRoleSchema,
  fields: z
    .record(z.string(), z.unknown())
    .refine((fields) => Object.keys(fields).length > 0, { error: m.required })
    .superRefine((fields, ctx) => {
      for (const key of Object.keys(fields)) {
        if (!(key in updatableFieldSchemas))
          ctx.addIssue({ code: 'custom', path: [key], message: m.invalidValue });
      }
    }),
});
