import { type LeadStatus, type LeadsSortKey, type ListSort, leadsSort } from '@tg/domain';
import { and, count, eq, getTableColumns, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset, keysetBatch } from '../../platform/db/keyset';
import { listOrder, type SortColumns } from '../../platform/db/list-order';
import { escapeLike } from '../../platform/db/sql-helpers';
import { type LeadRow, leads, type NewLeadRow } from './leads.table';

export interface LeadFilters {
  status?: LeadStatus;
  assignedToId?: string;
  /** A name or phone from 3 characters, or a lead's number. */
  search?: string;
}

function whereOf(filters: LeadFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.assignedToId) conditions.push(eq(leads.assignedToId, filters.assignedToId));
  if (filters.search) {
    const term = filters.search;
    const digits = term.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(leads.name, `%${escapeLike(term)}%`),
        digits.length >= 3 ? like(leads.phoneNumber, `%${digits}%`) : undefined,
        /^\d{1,9}$/.test(term) ? eq(leads.leadNumber, Number(term)) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** What each sortable column of the list orders by. */
const sortColumns: SortColumns<LeadsSortKey> = {
  createdAt: leads.createdAt,
  leadNumber: leads.leadNumber,
  status: leads.status,
  name: leads.name,
};

export const leadsRepository = {
  async insert(db: Executor, values: NewLeadRow): Promise<LeadRow> {
    const [row] = await db.insert(leads).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /**
   * In the asked order (newest first by default). Ties go by the lead's number, unique and given in
   * order of arrival, so the default order is the one the list had before it could be sorted.
   */
  async page(
    db: Executor,
    filters: LeadFilters,
    {
      offset,
      limit,
      sort = leadsSort.defaults,
    }: { offset: number; limit: number; sort?: ListSort<LeadsSortKey> },
  ): Promise<{ rows: LeadRow[]; total: number }> {
    const where = whereOf(filters);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(leads)
        .where(where)
        .orderBy(...listOrder(sortColumns, sort, leads.leadNumber))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(leads).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /** The list's rows after a cursor, in the asked order, without a count (an export's batches). */
  async batchAfter(
    db: Executor,
    filters: LeadFilters,
    {
      after,
      limit,
      sort = leadsSort.defaults,
    }: { after?: KeysetCursor; limit: number; sort?: ListSort<LeadsSortKey> },
  ): Promise<KeysetBatch<LeadRow>> {
    const read = keyset(sortColumns, sort, leads.leadNumber, after);
    const selected = await db
      .select({ row: getTableColumns(leads), ...read.cursorColumns })
      .from(leads)
      .where(and(whereOf(filters), read.after))
      .orderBy(...read.order)
      .limit(limit);
    return keysetBatch(selected, limit);
  },

  async findById(db: Executor, id: string, lock = false): Promise<LeadRow | undefined> {
    const query = db.select().from(leads).where(eq(leads.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async countByStatus(db: Executor, status: LeadStatus): Promise<number> {
    const [row] = await db.select({ total: count() }).from(leads).where(eq(leads.status, status));
    return row?.total ?? 0;
  },

  /** Holds other lead-to-customer moves of the same phone until the transaction ends. */
  async lockPhone(tx: Executor, phoneNumber: string): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`lead-customer:${phoneNumber}`}, 0))`,
    );
  },

  async update(db: Executor, id: string, values: Partial<NewLeadRow>): Promise<LeadRow | undefined> {
    const [row] = await db
      .update(leads)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    return row;
  },
};
