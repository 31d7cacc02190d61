import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/** The generated SQL lives in apps/server/migrations, both beside the sources and beside the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../migrations'), path.resolve(here, '../migrations')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
