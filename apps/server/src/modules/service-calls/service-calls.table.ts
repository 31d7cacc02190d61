import type {
  CreatedBy,
  DamageReport,
  incidentInputSchema,
  MachineSnapshot,
  PolicyProductSnapshot,
  Role,
  ServiceCallStatus,
  StoredInsured,
  UserType,
} from '@tg/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { StoredFileSlots } from '../insurance/stored-file-slots';

/** Service calls: columns for the tables' filters and scoping, snapshots for the blocks. */
export const serviceCalls = pgTable(
  'service_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceCallNumber: text().notNull(),
    status: text().$type<ServiceCallStatus>().notNull(),
    closeReason: text().notNull().default(''),
    notes: text().notNull().default(''),
    groupId: uuid(),
    customerUserId: uuid(),
    createdById: uuid().notNull(),
    createdByRole: text().$type<Role>().notNull(),
    createdByName: text().notNull(),
    productId: uuid(),
    product: jsonb().$type<PolicyProductSnapshot>(),
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
    incident: jsonb().$type<z.output<typeof incidentInputSchema>>(),
    files: jsonb().$type<StoredFileSlots>().notNull(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: jsonb().$type<CreatedBy>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_calls_number_unique').on(table.serviceCallNumber),
    index('service_calls_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('service_calls_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('service_calls_tractor_prefix_idx').using('btree', sql`${table.plate} text_pattern_ops`),
    index('service_calls_vin_prefix_idx').using('btree', sql`${table.chassis} text_pattern_ops`),
    index('service_calls_id_number_prefix_idx').using(
      'btree',
      sql`${table.insuredIdNumber} text_pattern_ops`,
    ),
    index('service_calls_name_trgm_idx').using('gin', sql`${table.insuredName} gin_trgm_ops`),
    index('service_calls_creator_idx').on(table.createdById, table.createdAt.desc().nullsFirst()),
    index('service_calls_group_idx').on(table.groupId, table.createdAt.desc().nullsFirst()),
    index('service_calls_customer_idx').on(table.customerUserId),
    // Sorting by customer name (migration 0027): the trigram index above finds, it does not order.
    index('service_calls_insured_name_sort_idx').on(table.insuredName, table.id),
  ],
);
export type ServiceCallRow = typeof serviceCalls.$inferSelect;
