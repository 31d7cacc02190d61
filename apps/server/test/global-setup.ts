import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/platform/db/client';
import { startEmbeddedDatabase } from '../src/platform/db/embedded';
import { applyMigrations } from '../src/platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run (the embedded one, or DATABASE_URL's server), one migrated template
 * database; every test file clones the template into a database of its own.
 */
export async function setup(project: TestProject) {
  const templateDatabase = `tg_template_${process.pid}`;
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-test-db-'));
    chmodSync(dataDir, 0o755); // the database runs as the postgres system user when we are root
    const embedded = await startEmbeddedDatabase(dataDir, () => {}, {
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '300',
    });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  const template = connectDatabase(withDatabase(adminUrl, templateDatabase), 2);
  await applyMigrations(template.db);
  await template.close();

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`drop database if exists ${templateDatabase} with (force)`).catch(() => {});
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
