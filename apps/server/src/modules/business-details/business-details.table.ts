import type { LeadNoticeLanguage } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The business's details (ADR 0025): one row, id 1, written by the admin's settings screen. No row
 * yet means the defaults in the service (the name, the tagline and the highlights the PDFs always
 * printed). Every text is '' when unset, never null, as the API answers it.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    tagline: text().notNull().default(''),
    highlights: jsonb().$type<string[]>().notNull().default([]),
    registrationNumber: text().notNull().default(''),
    phone: text().notNull().default(''),
    whatsapp: text().notNull().default(''),
    email: text().notNull().default(''),
    address: text().notNull().default(''),
    openingHours: text().notNull().default(''),
    bankName: text().notNull().default(''),
    bankBranchNumber: text().notNull().default(''),
    bankAccountNumber: text().notNull().default(''),
    bankAccountName: text().notNull().default(''),
    website: text().notNull().default(''),
    facebook: text().notNull().default(''),
    instagram: text().notNull().default(''),
    /** Where a new lead's notice goes (issue 17): SMS to these phones, e-mail to this address. */
    leadNoticePhones: jsonb().$type<string[]>().notNull().default([]),
    leadNoticeEmail: text().notNull().default(''),
    /** The language the notices are written in; Hebrew for a row saved before the choice existed. */
    leadNoticeLanguage: text().$type<LeadNoticeLanguage>().notNull().default('he'),
    /** The VAT rate prices include, in percent (ADR 0035); 18 for a row saved before it existed. */
    vatPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who saved last (the activity log has every change); null for the demo seed. */
    updatedById: uuid(),
  },
  (table) => [
    check('business_details_one_row', sql`${table.id} = 1`),
    check('business_details_vat_percent', sql`${table.vatPercent} between 0 and 100`),
  ],
);
export type BusinessDetailsRow = typeof businessDetails.$inferSelect;
export type NewBusinessDetailsRow = typeof businessDetails.$inferInsert;
