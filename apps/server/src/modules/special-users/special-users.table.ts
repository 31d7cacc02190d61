import type { Role } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Phones that sign in with a fixed code and no SMS (app-store reviewers, testers). The code is
 * kept only as a salted hash (ADR 0017); the roles it opens never include admin.
 */
export const specialOtpNumbers = pgTable(
  'special_otp_numbers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    phone: text().notNull(),
    codeSalt: text().notNull(),
    codeHash: text().notNull(),
    roles: text().array().$type<Role[]>().notNull(),
    /** Set by the admin: the code may sign in a phone that also has a worker or admin account. */
    allowStaffPhone: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('special_otp_numbers_phone_unique').on(table.phone),
    index('special_otp_numbers_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('special_otp_numbers_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type SpecialOtpNumberRow = typeof specialOtpNumbers.$inferSelect;
export type NewSpecialOtpNumber = typeof specialOtpNumbers.$inferInsert;
