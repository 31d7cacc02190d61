import type { PolicyProductType } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Service letters (subscription products). The number is the product's SKU and its list order;
 * the n-th living product is CSV type n. Deleting keeps the row so subscriptions that name it
 * still show where it came from.
 */
export const policyProducts = pgTable(
  'policy_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    name: text().notNull(),
    type: text().$type<PolicyProductType>().notNull(),
    serviceType: text().notNull().default(''),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    deductible: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    link: text().notNull().default(''),
    termsFileId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('policy_products_number_idx').on(table.number).where(sql`${table.deletedAt} is null`)],
);
export type PolicyProductRow = typeof policyProducts.$inferSelect;
