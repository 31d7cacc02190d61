import { documentInputSchema } from '@tg/domain';
import { asc, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { bodyOf, columnsOf, priced } from './documents.shape';
import { type DocumentRow, documents, type NewDocumentRow } from './documents.table';

/** JSON with keys sorted: PostgreSQL keeps a jsonb's keys in its own order, not the one written. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Fields of a row the structure conversion may rewrite. */
const rewritten = [
  'customerName',
  'customerIdNumber',
  'customerPhone',
  'plate',
  'chassis',
  'workerId',
  'storekeeperId',
  'installerId',
  'supplierId',
  'shippingDate',
  'warehouses',
  'docTotalPrice',
  'linkingServiceCallId',
  'body',
] as const;

/**
 * What the admin's document-structure conversion (spec 3 §2.12 convertDocStructure) reads and
 * fixes in this module's rows: keyset pages, and for each document the row a save would store today
 * — its body in the current shape with every default filled, its lines' amounts and total computed
 * by today's rule, and its list columns derived from it.
 */
export const documentsForMaintenance = {
  count: async (db: Executor) => (await db.select({ total: count() }).from(documents))[0]?.total ?? 0,

  after: (db: Executor, last: string | null, limit: number) =>
    db
      .select()
      .from(documents)
      .where(last === null ? undefined : gt(documents.id, last))
      .orderBy(asc(documents.id))
      .limit(limit),

  /** The fix a document needs, or null when it is already in shape; 'unreadable' when no fix can be made. */
  fixOf(row: DocumentRow): Partial<NewDocumentRow> | null | 'unreadable' {
    const parsed = documentInputSchema.safeParse({
      ...row.body,
      generalStatus: { status: row.generalStatus },
    });
    if (!parsed.success) return 'unreadable';
    const lines = priced(parsed.data, row.vatPercent);
    const body = bodyOf(parsed.data, lines, row.body.docNotes ?? [], {
      LastModifiedDate: row.body.generalStatusModified?.LastModifiedDate ?? '',
      LastModifiedBy: row.body.generalStatusModified?.LastModifiedBy ?? '',
    });
    if (row.body.stockTakenAt) body.stockTakenAt = row.body.stockTakenAt;
    const fixed: Partial<NewDocumentRow> = { ...columnsOf(parsed.data, lines.docTotalPrice), body };
    const changes: Partial<NewDocumentRow> = {};
    for (const field of rewritten)
      if (canonical(fixed[field]) !== canonical(row[field]))
        Object.assign(changes, { [field]: fixed[field] });
    return Object.keys(changes).length > 0 ? changes : null;
  },

  write: (db: Executor, id: string, changes: Partial<NewDocumentRow>) =>
    db
      .update(documents)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(documents.id, id)),
};
