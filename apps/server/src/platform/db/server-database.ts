import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { runningEmbeddedUrl, startEmbeddedDatabase } from './embedded';
import { applyMigrations } from './migrate';

/**
 * The database the server uses, for a command run beside it (`npm run admin`, `registry:import`):
 * DATABASE_URL, the embedded database of a server running on DATA_DIR, or else the embedded
 * database started just for this command. Migrated, so a command run before the first start works.
 * `close` ends the pool, and stops the embedded database when the command started it.
 */
export async function openServerDatabase(config: Config, maxConnections: number): Promise<DatabaseHandle> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  if (!url) {
    const embedded = await startEmbeddedDatabase(config.dataDir);
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const database = connectDatabase(url, maxConnections);
  const close = async () => {
    await database.close();
    await stopEmbedded?.();
  };
  try {
    await applyMigrations(database.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...database, close };
}
