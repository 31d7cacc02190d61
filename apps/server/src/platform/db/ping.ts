import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Asks the database the smallest question there is; throws when it does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
