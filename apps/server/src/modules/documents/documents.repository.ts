import type { DocCategory, DocumentsSortKey, ListSort } from '@tg/domain';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset, keysetBatch } from '../../platform/db/keyset';
import { listOrder, type SortColumns } from '../../platform/db/list-order';
import {
  type DocumentFilters,
  type DocumentViewer,
  documentConditions,
  documentScope,
} from './documents.filters';
import { type DocumentRow, documentCounters, documents, type NewDocumentRow } from './documents.table';

/** A document by its row id, or by its category and number. */
export type DocumentKey = { id: string } | { category: DocCategory; docId: number };

const keyCondition = (key: DocumentKey) =>
  'id' in key
    ? eq(documents.id, key.id)
    : and(eq(documents.category, key.category), eq(documents.docId, key.docId));

/** The order an installer drives a day: route number (unnumbered last), fixed hour, card number. */
const routeOrder = [
  sql`${documents.routeNumber} asc nulls last`,
  sql`nullif(${documents.routeSummary}->>'hour', '') asc nulls last`,
  asc(documents.docId),
];

/** What each sortable column of a category's list orders by. */
const sortColumns: SortColumns<DocumentsSortKey> = {
  docId: documents.docId,
  date: documents.issuedOn,
  customer: documents.customerName,
  generalStatus: documents.generalStatus,
  total: documents.docTotalPrice,
};

/** Open work cards with an installer on the given days (of one installer when given). */
function routeCondition(where: { days: readonly string[]; installerId?: string }) {
  return and(
    where.installerId ? eq(documents.installerId, where.installerId) : isNotNull(documents.installerId),
    inArray(documents.shippingDate, [...where.days]),
    eq(documents.category, 'workCard'),
    eq(documents.status, true),
  );
}
export type RouteCardRow = Awaited<ReturnType<typeof documentsRepository.routeCardRows>>[number];

export const documentsRepository = {
  /**
   * Takes the category's next number. The counter row stays locked until the transaction ends,
   * so concurrent creates queue here and a rolled-back create leaves no gap.
   */
  async takeNextDocId(tx: Executor, category: DocCategory): Promise<number> {
    const [row] = await tx
      .insert(documentCounters)
      .values({ category, lastDocId: 1 })
      .onConflictDoUpdate({
        target: documentCounters.category,
        set: { lastDocId: sql`${documentCounters.lastDocId} + 1` },
      })
      .returning({ lastDocId: documentCounters.lastDocId });
    if (!row) throw new Error('document counter returned no row');
    return row.lastDocId;
  },

  /** The number the next document of the category would get now. */
  async peekNextDocId(db: Executor, category: DocCategory): Promise<number> {
    const [row] = await db
      .select({ lastDocId: documentCounters.lastDocId })
      .from(documentCounters)
      .where(eq(documentCounters.category, category));
    return (row?.lastDocId ?? 0) + 1;
  },

  async insert(tx: Executor, values: NewDocumentRow): Promise<DocumentRow> {
    const [row] = await tx.insert(documents).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(tx: Executor, id: string, values: Partial<NewDocumentRow>): Promise<DocumentRow> {
    const [row] = await tx
      .update(documents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(documents.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  /** Where a card was located (issue 16); kept apart from `update` so `updatedAt` stays the edit's. */
  async setLocation(
    db: Executor,
    id: string,
    location: Pick<NewDocumentRow, 'lat' | 'lng' | 'locationPrecision' | 'locatedAddress'>,
  ): Promise<void> {
    await db.update(documents).set(location).where(eq(documents.id, id));
  },

  async locatedAddressOf(db: Executor, id: string): Promise<string | null> {
    const [row] = await db
      .select({ locatedAddress: documents.locatedAddress })
      .from(documents)
      .where(eq(documents.id, id));
    return row?.locatedAddress ?? null;
  },

  /** The document if the viewer may see it; `lock` holds it until the transaction ends. */
  async findOne(
    db: Executor,
    key: DocumentKey,
    viewer: DocumentViewer | 'everyone',
    lock = false,
  ): Promise<DocumentRow | undefined> {
    const query = db
      .select()
      .from(documents)
      .where(and(keyCondition(key), documentScope(viewer)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Several by number within one category, as the viewer may see them. */
  async findMany(
    db: Executor,
    where: DocumentFilters & {
      docIds?: number[];
      linkingReferenceNumbers?: number[];
      serviceCallIds?: string[];
    },
    viewer: DocumentViewer,
  ): Promise<DocumentRow[]> {
    return db
      .select()
      .from(documents)
      .where(
        and(
          documentScope(viewer),
          documentConditions(where),
          where.docIds ? inArray(documents.docId, where.docIds) : undefined,
          where.linkingReferenceNumbers
            ? inArray(documents.linkingReferenceNumber, where.linkingReferenceNumbers)
            : undefined,
          where.serviceCallIds ? inArray(documents.linkingServiceCallId, where.serviceCallIds) : undefined,
        ),
      )
      .orderBy(desc(documents.docId))
      .limit(100);
  },

  /** A page of what the viewer may see, narrowed by the filters: newest number first by default. */
  async page(
    db: Executor,
    viewer: DocumentViewer,
    filters: DocumentFilters,
    {
      offset,
      limit,
      order: by = 'newestNumber',
    }: {
      offset: number;
      limit: number;
      /**
       * A list's asked sort: lists are one category, where the number is unique, so it is the
       * tiebreak (and the category's indexes on the number serve it).
       */
      order?: 'newestNumber' | 'newestCreated' | 'route' | ListSort<DocumentsSortKey>;
    },
  ): Promise<{ rows: DocumentRow[]; total: number }> {
    const where = and(documentScope(viewer), documentConditions(filters));
    const order =
      typeof by === 'object'
        ? listOrder(sortColumns, by, documents.docId)
        : by === 'newestCreated'
          ? [desc(documents.createdAt), desc(documents.id)]
          : by === 'route'
            ? routeOrder
            : [desc(documents.docId)];
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(documents)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(documents).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /**
   * The list's rows after a cursor, in a list's asked order (the number breaks ties, unique in the
   * one category a list shows), without a count: an export's batches.
   */
  async batchAfter(
    db: Executor,
    viewer: DocumentViewer,
    filters: DocumentFilters,
    { after, limit, sort }: { after?: KeysetCursor; limit: number; sort: ListSort<DocumentsSortKey> },
  ): Promise<KeysetBatch<DocumentRow>> {
    const read = keyset(sortColumns, sort, documents.docId, after);
    const selected = await db
      .select({ row: getTableColumns(documents), ...read.cursorColumns })
      .from(documents)
      .where(and(documentScope(viewer), documentConditions(filters), read.after))
      .orderBy(...read.order)
      .limit(limit);
    return keysetBatch(selected, limit);
  },

  /** Open work cards of an installer's day, whole and locked: applying a planned order rewrites them. */
  async routeRowsForUpdate(
    db: Executor,
    where: { day: string; installerId: string },
  ): Promise<DocumentRow[]> {
    return db
      .select()
      .from(documents)
      .where(routeCondition({ days: [where.day], installerId: where.installerId }))
      .orderBy(...routeOrder)
      .for('update');
  },

  /**
   * Open work cards assigned to an installer (or to the one given) on the given days, in route
   * order, with only what a route shows (the small `route_summary`): the routes dashboard reads
   * 1,500 of them at once, and reading the whole bodies was most of its time (ADR 0028).
   */
  routeCardRows(db: Executor, where: { days: readonly string[]; installerId?: string }) {
    return db
      .select({
        id: documents.id,
        docId: documents.docId,
        installerId: documents.installerId,
        shippingDate: documents.shippingDate,
        generalStatus: documents.generalStatus,
        routeNumber: documents.routeNumber,
        lat: documents.lat,
        lng: documents.lng,
        locationPrecision: documents.locationPrecision,
        locatedAddress: documents.locatedAddress,
        routeSummary: documents.routeSummary,
      })
      .from(documents)
      .where(routeCondition(where))
      .orderBy(...routeOrder);
  },

  /** Counts by category, open/closed and general status, over what the viewer sees. */
  async stats(db: Executor, viewer: DocumentViewer) {
    return db
      .select({
        category: documents.category,
        status: documents.status,
        generalStatus: documents.generalStatus,
        count: count(),
      })
      .from(documents)
      .where(documentScope(viewer))
      .groupBy(documents.category, documents.status, documents.generalStatus);
  },
};
