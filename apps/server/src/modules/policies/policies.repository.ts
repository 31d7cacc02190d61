import { type ListSort, type PoliciesSortKey, policiesSort } from '@tg/domain';
import { and, count, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset, keysetBatch } from '../../platform/db/keyset';
import { listOrder, type SortColumns } from '../../platform/db/list-order';
import { insuranceScope } from '../insurance/insurance-scope';
import type { InsuranceViewer } from '../insurance/insurance-viewer';
import { type PolicyFilters, policyConditions } from './policies.filters';
import { type PolicyRow, policies } from './policies.table';

/** A subscription by its id or by its PI- number (already upper case). */
export type PolicyKey = { id: string } | { policyNumber: string };

const scopeOf = (viewer: InsuranceViewer) => insuranceScope(policies, viewer);
const keyCondition = (key: PolicyKey) =>
  'id' in key ? eq(policies.id, key.id) : eq(policies.policyNumber, key.policyNumber);

/** What each sortable column of the lists orders by (the shown status `ended` sorts as active). */
const sortColumns: SortColumns<PoliciesSortKey> = {
  recordedAt: policies.recordedAt,
  policyNumber: policies.policyNumber,
  status: policies.status,
  name: policies.insuredName,
  startDate: policies.startDate,
  endDate: policies.endDate,
  tractorNumber: policies.plate,
  createdBy: policies.createdByName,
};

/** What the viewer may see, narrowed by the filters: one where-clause for pages and exports alike. */
const listWhere = (viewer: InsuranceViewer, filters: PolicyFilters) =>
  and(scopeOf(viewer), policyConditions(filters));

export const policiesRepository = {
  /** A page of what the viewer may see, narrowed by the filters, in the asked order (newest first). */
  async page(
    db: Executor,
    viewer: InsuranceViewer,
    filters: PolicyFilters,
    {
      offset,
      limit,
      sort = policiesSort.defaults,
    }: { offset: number; limit: number; sort?: ListSort<PoliciesSortKey> },
  ): Promise<{ rows: PolicyRow[]; total: number }> {
    const where = listWhere(viewer, filters);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(policies)
        .where(where)
        .orderBy(...listOrder(sortColumns, sort, policies.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(policies).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /**
   * The list's rows after a cursor, in the list's order, without a count (an export reads the
   * whole list this way: each batch starts from an index position, not past `offset` rows).
   */
  async batchAfter(
    db: Executor,
    viewer: InsuranceViewer,
    filters: PolicyFilters,
    {
      after,
      limit,
      sort = policiesSort.defaults,
    }: { after?: KeysetCursor; limit: number; sort?: ListSort<PoliciesSortKey> },
  ): Promise<KeysetBatch<PolicyRow>> {
    const read = keyset(sortColumns, sort, policies.id, after);
    const selected = await db
      .select({ row: getTableColumns(policies), ...read.cursorColumns })
      .from(policies)
      .where(and(listWhere(viewer, filters), read.after))
      .orderBy(...read.order)
      .limit(limit);
    return keysetBatch(selected, limit);
  },

  /** The viewer's subscriptions of one plate (normalized), newest first. */
  async listByPlate(
    db: Executor,
    viewer: InsuranceViewer,
    plate: string,
    limit: number,
  ): Promise<PolicyRow[]> {
    return db
      .select()
      .from(policies)
      .where(and(eq(policies.plate, plate), scopeOf(viewer)))
      .orderBy(desc(policies.recordedAt), desc(policies.id))
      .limit(limit);
  },

  /** The subscription if the viewer may see it; `lock` holds it for update until the transaction ends. */
  async findVisible(
    db: Executor,
    viewer: InsuranceViewer,
    key: PolicyKey,
    lock = false,
  ): Promise<PolicyRow | undefined> {
    const query = db
      .select()
      .from(policies)
      .where(and(keyCondition(key), scopeOf(viewer)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Inserts unless the number is taken (a repeated UUID segment); undefined then. */
  async insert(db: Executor, values: typeof policies.$inferInsert): Promise<PolicyRow | undefined> {
    const [row] = await db
      .insert(policies)
      .values(values)
      .onConflictDoNothing({ target: policies.policyNumber })
      .returning();
    return row;
  },

  /** Inserts what it can; rows whose number is already taken are left out of the answer. */
  async insertManyIgnoringTaken(db: Executor, values: (typeof policies.$inferInsert)[]) {
    if (values.length === 0) return [];
    return db
      .insert(policies)
      .values(values)
      .onConflictDoNothing({ target: policies.policyNumber })
      .returning({ policyNumber: policies.policyNumber });
  },

  async update(db: Executor, id: string, values: Partial<typeof policies.$inferInsert>): Promise<PolicyRow> {
    const [row] = await db
      .update(policies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(policies.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  /** Counts by shown status for the dashboard: `ended` is active with an end before today. */
  async statusCounts(db: Executor, viewer: InsuranceViewer, today: string, soon: string) {
    const [row] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${policies.status} = 'pending')`.mapWith(Number),
        active:
          sql<number>`count(*) filter (where ${policies.status} = 'active' and ${policies.endDate} >= ${today})`.mapWith(
            Number,
          ),
        ended:
          sql<number>`count(*) filter (where ${policies.status} = 'active' and ${policies.endDate} < ${today})`.mapWith(
            Number,
          ),
        cancelled: sql<number>`count(*) filter (where ${policies.status} = 'cancelled')`.mapWith(Number),
        endingSoon:
          sql<number>`count(*) filter (where ${policies.status} = 'active' and ${policies.endDate} >= ${today} and ${policies.endDate} <= ${soon})`.mapWith(
            Number,
          ),
      })
      .from(policies)
      .where(scopeOf(viewer));
    return row ?? { pending: 0, active: 0, ended: 0, cancelled: 0, endingSoon: 0 };
  },

  async createdPerMonth(db: Executor, viewer: InsuranceViewer, since: Date) {
    const month = sql<string>`to_char(${policies.recordedAt} at time zone 'Asia/Jerusalem', 'YYYY-MM')`;
    return db
      .select({ month, count: count() })
      .from(policies)
      .where(and(scopeOf(viewer), gte(policies.recordedAt, since)))
      .groupBy(month);
  },

  async endingBetween(db: Executor, viewer: InsuranceViewer, from: string, to: string, limit: number) {
    return db
      .select()
      .from(policies)
      .where(
        and(
          scopeOf(viewer),
          eq(policies.status, 'active'),
          gte(policies.endDate, from),
          lte(policies.endDate, to),
        ),
      )
      .orderBy(policies.endDate)
      .limit(limit);
  },
};
