import { type ListSort, type ServiceCallsSortKey, serviceCallsSort } from '@tg/domain';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset, keysetBatch } from '../../platform/db/keyset';
import { listOrder, type SortColumns } from '../../platform/db/list-order';
import { insuranceScope } from '../insurance/insurance-scope';
import type { InsuranceViewer } from '../insurance/insurance-viewer';
import { type ServiceCallFilters, serviceCallConditions } from './service-calls.filters';
import { type ServiceCallRow, serviceCalls } from './service-calls.table';

/** A service call by its id, its SC- number (upper case), or the newest of a status. */
export type ServiceCallKey =
  | { id: string }
  | { serviceCallNumber: string }
  | { status: ServiceCallRow['status'] };

const keyCondition = (key: ServiceCallKey) =>
  'id' in key
    ? eq(serviceCalls.id, key.id)
    : 'serviceCallNumber' in key
      ? eq(serviceCalls.serviceCallNumber, key.serviceCallNumber)
      : eq(serviceCalls.status, key.status);

/** What each sortable column of the lists orders by. */
const sortColumns: SortColumns<ServiceCallsSortKey> = {
  createdAt: serviceCalls.createdAt,
  serviceCallNumber: serviceCalls.serviceCallNumber,
  status: serviceCalls.status,
  customerName: serviceCalls.insuredName,
  createdBy: serviceCalls.createdByName,
  // The manufacturer is kept in the machine's snapshot only (the agent tabs' column).
  manufacturer: sql`${serviceCalls.machine}->>'machine'`,
};

/** What the viewer may see, narrowed by the filters: one where-clause for pages and exports alike. */
const listWhere = (viewer: InsuranceViewer, filters: ServiceCallFilters) =>
  and(insuranceScope(serviceCalls, viewer), serviceCallConditions(filters));

export const serviceCallsRepository = {
  /** A page of what the viewer may see, narrowed by the filters, in the asked order (newest first). */
  async page(
    db: Executor,
    viewer: InsuranceViewer,
    filters: ServiceCallFilters,
    {
      offset,
      limit,
      sort = serviceCallsSort.defaults,
    }: { offset: number; limit: number; sort?: ListSort<ServiceCallsSortKey> },
  ): Promise<{ rows: ServiceCallRow[]; total: number }> {
    const where = listWhere(viewer, filters);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(serviceCalls)
        .where(where)
        .orderBy(...listOrder(sortColumns, sort, serviceCalls.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(serviceCalls).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /** The list's rows after a cursor, in the list's order, without a count (an export's batches). */
  async batchAfter(
    db: Executor,
    viewer: InsuranceViewer,
    filters: ServiceCallFilters,
    {
      after,
      limit,
      sort = serviceCallsSort.defaults,
    }: { after?: KeysetCursor; limit: number; sort?: ListSort<ServiceCallsSortKey> },
  ): Promise<KeysetBatch<ServiceCallRow>> {
    const read = keyset(sortColumns, sort, serviceCalls.id, after);
    const selected = await db
      .select({ row: getTableColumns(serviceCalls), ...read.cursorColumns })
      .from(serviceCalls)
      .where(and(listWhere(viewer, filters), read.after))
      .orderBy(...read.order)
      .limit(limit);
    return keysetBatch(selected, limit);
  },

  /**
   * The newest call matching the key that the viewer may see; `everyone` looks past the scope
   * (approval, for roles that see every call). `lock` holds the row until the transaction ends.
   */
  async findOne(
    db: Executor,
    key: ServiceCallKey,
    viewer: InsuranceViewer | 'everyone',
    lock = false,
  ): Promise<ServiceCallRow | undefined> {
    const scope = viewer === 'everyone' ? undefined : insuranceScope(serviceCalls, viewer);
    const query = db
      .select()
      .from(serviceCalls)
      .where(and(keyCondition(key), scope))
      .orderBy(desc(serviceCalls.createdAt), desc(serviceCalls.id))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insert(db: Executor, values: typeof serviceCalls.$inferInsert): Promise<ServiceCallRow | undefined> {
    const [row] = await db
      .insert(serviceCalls)
      .values(values)
      .onConflictDoNothing({ target: serviceCalls.serviceCallNumber })
      .returning();
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof serviceCalls.$inferInsert>) {
    const [row] = await db
      .update(serviceCalls)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(serviceCalls.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  async counts(db: Executor, viewer: InsuranceViewer, monthStart: Date) {
    const [row] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${serviceCalls.status} = 'pending')`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${serviceCalls.status} = 'active')`.mapWith(Number),
        thisMonth: sql<number>`count(*) filter (where ${serviceCalls.createdAt} >= ${monthStart})`.mapWith(
          Number,
        ),
      })
      .from(serviceCalls)
      .where(insuranceScope(serviceCalls, viewer));
    return row ?? { pending: 0, active: 0, thisMonth: 0 };
  },
};
