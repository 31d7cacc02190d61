import type { DocCategory } from '@tg/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
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

  /** A page of what the viewer may see, narrowed by the filters: newest number first. */
  async page(
    db: Executor,
    viewer: DocumentViewer,
    filters: DocumentFilters,
    {
      offset,
      limit,
      newestFirst = 'number',
    }: { offset: number; limit: number; newestFirst?: 'number' | 'created' },
  ): Promise<{ rows: DocumentRow[]; total: number }> {
    const where = and(documentScope(viewer), documentConditions(filters));
    const order =
      newestFirst === 'created' ? [desc(documents.createdAt), desc(documents.id)] : [desc(documents.docId)];
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
