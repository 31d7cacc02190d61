import type { LeadLanguage, LeadSource, LeadStatus } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A note the office wrote on a lead. */
export interface LeadNote {
  text: string;
  by: string;
  at: string;
}

/**
 * Leads (issue 17): a storefront visitor's request, followed up by the office. The number comes
 * from the table's own sequence (a visitor quotes it on the phone); the product's name and
 * catalogue number are kept as they were when asked, so a renamed or removed product still reads.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    leadNumber: integer().generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    status: text().$type<LeadStatus>().notNull().default('new'),
    name: text().notNull(),
    phoneNumber: text().notNull(),
    tractorNumber: text().notNull().default(''),
    vinNumber: text().notNull().default(''),
    message: text().notNull().default(''),
    productId: uuid(),
    productName: text().notNull().default(''),
    productCatalogNumber: text().notNull().default(''),
    /** The product's category then, for the link to its page. */
    productCategory: text().notNull().default(''),
    source: text().$type<LeadSource>().notNull().default('contact'),
    language: text().$type<LeadLanguage>().notNull().default('he'),
    assignedToId: uuid(),
    notes: jsonb().$type<LeadNote[]>().notNull().default([]),
    customerUserId: uuid(),
    serviceCallId: uuid(),
    priceQuoteDocId: uuid(),
    /** The client address that sent it (kept for abuse review, never shown). */
    clientAddress: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_status_created_idx').on(table.status, table.createdAt),
    index('leads_assigned_idx').on(table.assignedToId),
    index('leads_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    // The list's sorts (migration 0028): each with the number, the list's tiebreak, so a page is read
    // in order from the index (backward for desc) rather than sorting every lead for each page.
    index('leads_created_sort_idx').on(table.createdAt, table.leadNumber),
    index('leads_name_sort_idx').on(table.name, table.leadNumber),
    index('leads_status_sort_idx').on(table.status, table.leadNumber),
  ],
);
export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
