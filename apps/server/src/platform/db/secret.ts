import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSettings } from './settings.table';

/**
 * The signing secret: AUTH_SECRET when set, otherwise one generated on first start and kept in the
 * database, so restarts and every process sharing the database agree on it.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  if (!row) throw new Error('could not store the signing secret');
  return row.value;
}
