import type { Role, UserType } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * People of every role. What screens filter or join on is a column; the rest of the record
 * (address, contacts, machines…) grows as jsonb blocks in the people module.
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
    /** The agent or company a customer belongs to (spec: group / parentId). */
    groupId: uuid(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
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
    index('users_role_idx').on(table.role),
    index('users_group_idx').on(table.groupId),
  ],
);
export type UserRow = typeof users.$inferSelect;
