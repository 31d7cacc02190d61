import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { backupFormat, backupFormatVersion } from '@tg/domain';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type Database, poolOf } from '../../platform/db/client';
import * as schema from '../../platform/db/schema';

/**
 * Left out of every backup: the signing secret, sign-in codes (sent ones and the fixed codes of
 * special numbers, even hashed: six digits are quickly tried against a hash), lock counters and
 * refresh tokens. A downloaded file on someone's laptop must not let its holder sign in or forge
 * sessions; a restore makes a new secret, people sign in again and the admin enters the special
 * numbers anew.
 */
export const tablesNeverBackedUp: ReadonlySet<string> = new Set([
  'app_settings',
  'otp_failures',
  'otp_requests',
  'phone_guards',
  'refresh_tokens',
  'special_otp_numbers',
]);

/** Every table of the schema, in name order, except the credentials above. */
export function backupTableNames(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => !tablesNeverBackedUp.has(name))
    .sort();
}

const rowsPerFetch = 500;
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * The backup as newline-delimited JSON: a header, then per table a `table` line and one `row`
 * line per row (columns as the database names them), then an `end` line with the row counts, so
 * a reader can tell a complete file from a cut one. One read-only repeatable-read transaction
 * gives every table the same moment; a server-side cursor keeps a single batch in memory.
 */
export async function* backupLines(pool: pg.Pool, createdAt: Date): AsyncGenerator<string> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = backupTableNames();
    yield line({ kind: 'header', format: backupFormat, version: backupFormatVersion, createdAt, tables });
    const rowCounts: Record<string, number> = {};
    for (const table of tables) {
      yield line({ kind: 'table', name: table });
      await client.query(
        `declare backup_rows no scroll cursor for select * from ${client.escapeIdentifier(table)}`,
      );
      let count = 0;
      for (;;) {
        const { rows } = await client.query(`fetch ${rowsPerFetch} from backup_rows`);
        if (rows.length === 0) break;
        count += rows.length;
        yield rows.map((row) => line({ kind: 'row', table, row })).join('');
      }
      await client.query('close backup_rows');
      rowCounts[table] = count;
    }
    yield line({ kind: 'end', rows: rowCounts });
  } finally {
    // Also reached when the download is cancelled: the transaction ends and the connection returns.
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    client.release(broken);
  }
}

/** The backup gzipped, as a stream to send; cancelling the download stops the reading. */
export function backupStream(db: Database, createdAt: Date, onError: (error: Error) => void): Readable {
  const gzip = createGzip();
  pipeline(Readable.from(backupLines(poolOf(db), createdAt)), gzip, (error) => {
    if (error) onError(error);
  });
  return gzip;
}
