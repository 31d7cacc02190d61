import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, poolOf } from './client';

export interface SessionLock {
  release(): Promise<void>;
}

/**
 * A lock PostgreSQL holds for as long as one connection of this process keeps it: until `release()`,
 * or until the process dies and its connection with it. Another instance can so tell work a live
 * process is doing from work a stopped one left behind (`sessionLockHeld`), with no heartbeat.
 * The connection is taken from the pool for the lock's life.
 */
export async function holdSessionLock(db: Database, scope: number, key: string): Promise<SessionLock> {
  const client = await poolOf(db).connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [scope, key]);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      try {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [scope, key]);
        client.release();
      } catch (error) {
        // A connection that cannot unlock is dropped, which unlocks too.
        client.release(error as Error);
      }
    },
  };
}

/** True while some connection holds the session lock of `scope` and the key in `key` (its text). */
export function sessionLockHeld(scope: number, key: AnyPgColumn | SQL): SQL<boolean> {
  // Two-key advisory locks show in pg_locks as classid = first key, objid = second, objsubid = 2.
  return sql<boolean>`exists (
    select 1 from pg_locks
    where locktype = 'advisory' and granted and objsubid = 2
      and classid = ${scope}::int::oid and objid = hashtext(${key}::text)::oid
  )`;
}
