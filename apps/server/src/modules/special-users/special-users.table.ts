import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Phones that sign in with a fixed code and no SMS (demo accounts, app-store reviewers, testers). */
export const specialOtpNumbers = pgTable(
  'special_otp_numbers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    phone: text().notNull(),
    code: text().notNull(),
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
