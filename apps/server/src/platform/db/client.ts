import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or transaction handle; repositories accept either so a service can group their writes. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(
  url: string,
  maxConnections = 10,
  /** Told when a connection is lost (the server restarted or ended it); the process carries on. */
  onConnectionLost: (error: Error) => void = () => {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // A request waits this long for a connection, then fails and its transaction rolls back. Without
    // a bound, code waiting for a second connection while holding one could, in a burst, leave
    // every connection held and the server hung for good (issue 19).
    connectionTimeoutMillis: 30_000,
  });
  // A connection the server ends (a restart, or 57P01 when it is stopped) must not end the process.
  // The pool listens only to its idle clients; a checked-out one (inside a transaction, or holding
  // a backup cursor between batches) would raise an unhandled 'error' event. Every client gets a
  // listener of its own: its query fails, the pool drops it on release, the next query reconnects.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  pool.on('error', () => {}); // the same error, already reported by the client's listener
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/** The pool under the Drizzle handle (drizzle() keeps it as `$client`), for work that needs a connection of its own. */
export function poolOf(db: Database): pg.Pool {
  const pool = (db as Database & { $client?: pg.Pool }).$client;
  if (!pool) throw new Error('The database handle has no connection pool');
  return pool;
}
