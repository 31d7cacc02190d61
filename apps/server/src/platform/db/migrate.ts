import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';
import { holdSessionLock } from './session-lock';

/** The advisory-lock scope of start-up work that one instance at a time may do. */
export const startupLock = 190_002;

/** The generated SQL lives in apps/server/migrations, both beside the sources and beside the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../migrations'), path.resolve(here, '../migrations')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Brings the schema up to date. Instances starting together on one database take turns (each
 * migration in a transaction was not enough: they raced to create drizzle's own schema and table),
 * and the later ones find nothing left to apply.
 */
export async function applyMigrations(db: Database): Promise<void> {
  const turn = await holdSessionLock(db, startupLock, 'migrations');
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    await turn.release();
  }
}
