import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { connectDatabase, type Database } from '../src/platform/db/client';
import type { PdfEngine } from '../src/platform/pdf/pdf-engine';
import { DevelopmentSmsSender } from '../src/platform/sms/sms-sender';
import { withDatabase } from './global-setup';

export const testSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  sms: DevelopmentSmsSender;
  clock: { now: Date };
  /** The test's own database, for a second server instance over it. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template, and an app over it. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { pdf?: PdfEngine } = {},
): Promise<TestContext> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `tg_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const handle = connectDatabase(databaseUrl, 20);
  const sms = new DevelopmentSmsSender();
  const clock = { now: new Date() };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-test-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: adminUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp({
    config,
    db: handle.db,
    secret: testSecret,
    sms,
    now: () => new Date(clock.now),
    pdf: options.pdf,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    sms,
    clock,
    databaseUrl,
    async close() {
      await app.close();
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server instance over the same database, with its own connection pool, caches and
 * memory, as a second process behind a load balancer would be (issue 19). Close it before `ctx`.
 */
export async function createSecondInstance(ctx: TestContext): Promise<TestContext> {
  const handle = connectDatabase(ctx.databaseUrl, 20);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-test-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: ctx.databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({
    config,
    db: handle.db,
    secret: testSecret,
    sms: ctx.sms,
    now: () => new Date(ctx.clock.now),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    sms: ctx.sms,
    clock: ctx.clock,
    databaseUrl: ctx.databaseUrl,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
