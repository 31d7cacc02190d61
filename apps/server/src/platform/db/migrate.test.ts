import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup';
import { connectDatabase, type DatabaseHandle } from './client';
import { applyMigrations, migrationsFolder } from './migrate';

const adminUrl = inject('databaseAdminUrl');
const name = `tg_test_empty_${randomBytes(6).toString('hex')}`;
let admin: pg.Client;
let instances: DatabaseHandle[] = [];
beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  instances = [0, 1, 2].map(() => connectDatabase(withDatabase(adminUrl, name), 5));
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('migrations (issue 19)', () => {
  it('apply once when three instances start together on one new database', async () => {
    await Promise.all(instances.map((instance) => applyMigrations(instance.db)));
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await instances[0]?.pool.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied?.rows[0].n).toBe(journal.entries.length);
    // And again, as a restart does: nothing left to apply.
    await applyMigrations((instances[1] as DatabaseHandle).db);
  });
});
