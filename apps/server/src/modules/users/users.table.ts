import type { Contact, Note, Role, UserPermissions, UserType } from '@tg/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The parts of a record that are shown and saved as a whole, never filtered on. */
export interface UserDetails {
  address?: string;
  city?: string;
  country?: string;
  postalCode?: string;
  additionalInfo?: string;
  permissions?: UserPermissions;
  contacts?: Contact[];
  /** Newest first. */
  notes?: Note[];
}

/**
 * People of every role. What screens filter, sort or join on is a column (role, phone, ID number,
 * name, group); the rest of the record is the `details` block. Deleting keeps the row (deleted_at)
 * so history that names the person still resolves; uniqueness holds among the living only.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    role: text().$type<Role>().notNull(),
    userType: text().$type<UserType>().notNull().default('individual'),
    name: text().notNull(),
    /** International form, +972… */
    phoneNumber: text().notNull(),
    /** The person's or company's ID number (spec: userInformation.userId). */
    idNumber: text(),
    email: text(),
    /** The agent or company a customer belongs to, or the company an agent works for. */
    groupId: uuid(),
    /** Set on a sub-user: the account it is an admin of. */
    parentId: uuid(),
    /** Workers only: shown in worker pickers. */
    visibility: boolean().notNull().default(true),
    details: jsonb().$type<UserDetails>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_phone_role_unique')
      .on(table.phoneNumber, table.role)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('users_id_number_role_unique')
      .on(table.idNumber, table.role)
      .where(sql`${table.deletedAt} is null`),
    // Lists are newest first by role: this index serves the page without sorting.
    index('users_role_created_idx')
      .on(table.role, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('users_group_idx').on(table.groupId),
    index('users_parent_idx').on(table.parentId),
    index('users_phone_prefix_idx').using('btree', sql`${table.phoneNumber} text_pattern_ops`),
    index('users_id_number_prefix_idx').using('btree', sql`${table.idNumber} text_pattern_ops`),
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** A customer's machines, one row each, so chassis and plate searches use an index. */
export const userMachines = pgTable(
  'user_machines',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** Chassis number, VIN (the spec's machines[].vinNumber); without spaces or dashes, in capitals. */
    chassis: text('vin_number').notNull().default(''),
    /** Vehicle or tractor number (the spec's machines[].tractorNumber), stored the same way. */
    plate: text('tractor_number').notNull().default(''),
  },
  (table) => [
    index('user_machines_user_idx').on(table.userId, table.position),
    index('user_machines_vin_idx').using('btree', sql`${table.chassis} text_pattern_ops`),
    index('user_machines_tractor_idx').using('btree', sql`${table.plate} text_pattern_ops`),
  ],
);
export type UserMachineRow = typeof userMachines.$inferSelect;
