import type { DocCategory, ParsedDocumentInput, Role } from '@tg/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What a document carries besides its columns: the blocks shown and printed as a whole (customer,
 * machine, lines with their computed amounts, notes, damage report…), in spec 2's shape.
 */
export type DocumentBody = Omit<ParsedDocumentInput, 'generalStatus' | 'docNotes'> & {
  docNotes: Array<{
    id: string;
    content: string;
    createdBy: { role: string; name: string; id: string; date: string; hour: string };
    isNew: boolean;
  }>;
  generalStatusModified: { LastModifiedDate: string; LastModifiedBy: string };
  /** When its products left stock (a certificate issued, a work card done): taken once. */
  stockTakenAt?: string;
};

/** A work card as the routes dashboard reads it (documents.shape.ts `routeSummaryOf`). */
export interface RouteSummary {
  customerName: string;
  contactName: string;
  phoneNumber: string;
  city: string;
  street: string;
  buildingNumber: string;
  hour: string;
  comments: string;
  lines: Array<{ name: string; quantity: number }>;
}

/**
 * Price quotes, work cards and shipping certificates: columns for what lists filter, sort, scope
 * and join on; the rest in `body`. A document is never deleted, only closed (status false).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().$type<DocCategory>().notNull(),
    docId: integer().notNull(),
    /** true = open; false = closed, read-only. */
    status: boolean().notNull().default(true),
    closeReason: text().notNull().default(''),
    generalStatus: text().notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    createdById: uuid().notNull(),
    createdByRole: text().$type<Role>().notNull(),
    createdByName: text().notNull(),
    /** The agent or company whose customer it is (scoping, as subscriptions). */
    groupId: uuid(),
    customerUserId: uuid(),
    customerName: text().notNull().default(''),
    customerIdNumber: text().notNull().default(''),
    customerPhone: text().notNull().default(''),
    plate: text().notNull().default(''),
    chassis: text().notNull().default(''),
    workerId: uuid(),
    storekeeperId: uuid(),
    installerId: uuid(),
    supplierId: uuid(),
    shippingDate: date({ mode: 'string' }),
    /** Warehouses the product lines take from, for the list's warehouse filter. */
    warehouses: integer().array().notNull().default(sql`'{}'::integer[]`),
    docTotalPrice: integer().notNull().default(0),
    /**
     * The VAT percent the document is priced at: the business's rate when it was created (ADR 0035),
     * kept when the setting changes; documents from before the column read 18.
     */
    vatPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    linkingReferenceNumber: integer(),
    linkingServiceCallId: uuid(),
    pdfUrl: text().notNull().default(''),
    pdfUrl2: text().notNull().default(''),
    /** A work card's turn in its installer's day; unique per installer per day (spec 2 §4). */
    routeNumber: integer(),
    /**
     * Where the card goes, resolved from `locatedAddress` once (issue 16, ADR 0027): precision
     * 'locality' or 'street', or 'unknown' when the geocoder did not know the address.
     */
    lat: doublePrecision(),
    lng: doublePrecision(),
    locationPrecision: text().$type<'locality' | 'street' | 'unknown'>(),
    locatedAddress: text(),
    /** What a route shows of the card, kept small beside the body so 1,500 cards read fast (ADR 0028). */
    routeSummary: jsonb().$type<RouteSummary>(),
    body: jsonb().$type<DocumentBody>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('documents_vat_percent', sql`${table.vatPercent} between 0 and 100`),
    uniqueIndex('documents_category_doc_id_unique').on(table.category, table.docId),
    // The unique index above walks a category newest first; this one also holds the warehouses, so a
    // list's exact count by warehouse reads the index alone (measured: apps/server/bench/documents.bench.ts).
    index('documents_category_warehouses_idx').on(table.category, table.docId.desc(), table.warehouses),
    index('documents_category_status_idx').on(table.category, table.status, table.docId.desc()),
    index('documents_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // An agent's or company's scope within one category (its list and count).
    index('documents_creator_idx').on(table.createdById, table.category, table.docId.desc()),
    index('documents_group_idx').on(table.groupId, table.category, table.docId.desc()),
    index('documents_customer_idx').on(table.customerUserId, table.docId.desc()),
    // The search matches id numbers and phones by prefix; an unindexed branch of its OR would scan the table.
    index('documents_customer_id_number_prefix_idx').using(
      'btree',
      sql`${table.customerIdNumber} text_pattern_ops`,
    ),
    index('documents_customer_phone_prefix_idx').using('btree', sql`${table.customerPhone} text_pattern_ops`),
    index('documents_installer_day_idx').on(table.installerId, table.shippingDate),
    // The routes dashboard: every installer's open cards of three days.
    index('documents_route_day_idx')
      .on(table.shippingDate)
      .where(sql`${table.category} = 'workCard' and ${table.status} and ${table.installerId} is not null`),
    index('documents_storekeeper_day_idx').on(table.storekeeperId, table.shippingDate),
    index('documents_worker_idx').on(table.workerId),
    index('documents_supplier_idx').on(table.supplierId),
    index('documents_plate_prefix_idx').using('btree', sql`${table.plate} text_pattern_ops`),
    index('documents_chassis_prefix_idx').using('btree', sql`${table.chassis} text_pattern_ops`),
    index('documents_customer_name_trgm_idx').using('gin', sql`${table.customerName} gin_trgm_ops`),
    index('documents_warehouses_idx').using('gin', table.warehouses),
    index('documents_service_call_idx').on(table.linkingServiceCallId),
    // A category's list sorted by date, customer or total (migration 0027); the number is the
    // tiebreak, so the index alone gives the page in order.
    index('documents_category_issued_sort_idx').on(table.category, table.issuedOn, table.docId),
    index('documents_category_customer_sort_idx').on(table.category, table.customerName, table.docId),
    index('documents_category_total_sort_idx').on(table.category, table.docTotalPrice, table.docId),
    // Two open cards of one installer's day never share a turn; parallel saves meet here.
    uniqueIndex('documents_route_number_unique')
      .on(table.installerId, table.shippingDate, table.routeNumber)
      .where(
        sql`${table.category} = 'workCard' and ${table.status} and ${table.routeNumber} is not null and ${table.installerId} is not null`,
      ),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

/**
 * One counter per category: taking the next number updates its row, so concurrent creates queue on
 * the row lock and a rolled-back create gives its number back — numbers stay gapless and unique.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    category: text().$type<DocCategory>().notNull(),
    lastDocId: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.category] })],
);
