import type {
  CreatedBy,
  DamageReport,
  MachineSnapshot,
  PolicyProductSnapshot,
  Role,
  StoredInsured,
  UserType,
} from '@tg/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredFileSlots } from '../insurance/stored-file-slots';

export type StoredPolicyStatus = 'pending' | 'active' | 'cancelled';

/**
 * Subscriptions. Columns for what lists filter, sort and scope on (number, status, dates, plate,
 * chassis, insured, creator, group); the blocks shown as a whole are jsonb snapshots taken when
 * the subscription was made.
 */
export const policies = pgTable(
  'policies',
  {
    id: uuid().primaryKey().defaultRandom(),
    policyNumber: text().notNull(),
    status: text().$type<StoredPolicyStatus>().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    closeReason: text().notNull().default(''),
    notes: text().notNull().default(''),
    pdfFileId: uuid(),
    /** The agent or company the subscription belongs to; scoping follows it. */
    groupId: uuid(),
    /** The customer record the insured matched, if any. */
    customerUserId: uuid(),
    createdById: uuid().notNull(),
    createdByRole: text().$type<Role>().notNull(),
    createdByName: text().notNull(),
    productId: uuid().notNull(),
    product: jsonb().$type<PolicyProductSnapshot>().notNull(),
    machine: jsonb().$type<MachineSnapshot>().notNull(),
    /** Chassis number, VIN (the spec's machine.vinNumber); without spaces or dashes, in capitals. */
    chassis: text('vin_number').notNull().default(''),
    /** Vehicle or tractor number (the spec's machine.tractorNumber), stored the same way. */
    plate: text('tractor_number').notNull().default(''),
    userType: text().$type<UserType>().notNull(),
    insured: jsonb().$type<StoredInsured>().notNull(),
    insuredName: text().notNull(),
    insuredIdNumber: text().notNull(),
    isInsuranceCase: boolean().notNull().default(false),
    damageReport: jsonb().$type<DamageReport>(),
    files: jsonb().$type<StoredFileSlots>().notNull(),
    renewedFrom: uuid(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: jsonb().$type<CreatedBy>(),
    /**
     * When the row was made (answered as `recordedAt`). Not the spec's `createdAt`, which is the
     * subscription's start (`startDate`); the column keeps its name, so no migration.
     */
    recordedAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('policies_number_unique').on(table.policyNumber),
    // Lists are newest first, filtered by status: this index serves a page without sorting.
    index('policies_status_created_idx').on(
      table.status,
      table.recordedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('policies_created_idx').on(table.recordedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('policies_tractor_prefix_idx').using('btree', sql`${table.plate} text_pattern_ops`),
    index('policies_vin_prefix_idx').using('btree', sql`${table.chassis} text_pattern_ops`),
    index('policies_creator_idx').on(table.createdById, table.recordedAt.desc().nullsFirst()),
    index('policies_group_idx').on(table.groupId, table.recordedAt.desc().nullsFirst()),
    index('policies_customer_idx').on(table.customerUserId),
    index('policies_end_idx').on(table.status, table.endDate),
    // The list's sorts that no index above serves (migration 0027, measured with EXPLAIN): the number
    // sorts on its unique index; end, start and insured name would read the whole table per page.
    index('policies_end_date_sort_idx').on(table.endDate, table.id),
    index('policies_start_date_sort_idx').on(table.startDate, table.id),
    index('policies_insured_name_sort_idx').on(table.insuredName, table.id),
  ],
);
export type PolicyRow = typeof policies.$inferSelect;
