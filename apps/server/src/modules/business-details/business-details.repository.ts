import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/client';
import {
  type BusinessDetailsRow,
  businessDetails,
  type NewBusinessDetailsRow,
} from './business-details.table';

const theRow = 1;

export type BusinessDetailsValues = Omit<NewBusinessDetailsRow, 'id' | 'updatedAt'>;

export const businessDetailsRepository = {
  async find(db: Executor): Promise<BusinessDetailsRow | undefined> {
    const [row] = await db.select().from(businessDetails).where(eq(businessDetails.id, theRow)).limit(1);
    return row;
  },

  /**
   * Serialises saves until the transaction ends, the first one included (when there is no row
   * yet to lock): each save reads what the one before it wrote, so the log's old values are true.
   */
  async lock(tx: Transaction): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('business-details', 0))`);
  },

  async save(tx: Executor, values: BusinessDetailsValues): Promise<BusinessDetailsRow> {
    const [row] = await tx
      .insert(businessDetails)
      .values({ ...values, id: theRow })
      .onConflictDoUpdate({ target: businessDetails.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('save returned no row');
    return row;
  },

  /** Stores the values only when the business has none yet (the demo seed never overwrites). */
  async insertIfMissing(tx: Executor, values: BusinessDetailsValues): Promise<boolean> {
    const inserted = await tx
      .insert(businessDetails)
      .values({ ...values, id: theRow })
      .onConflictDoNothing()
      .returning({ id: businessDetails.id });
    return inserted.length > 0;
  },
};
