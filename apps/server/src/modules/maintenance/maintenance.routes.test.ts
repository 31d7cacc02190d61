import { gunzipSync } from 'node:zlib';
import type { MaintenanceReport } from '@tg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { activityLog } from '../../platform/audit/audit.table';
import { products } from '../products/products.table';
import { registryItems } from '../registry/registry.table';
import { userMachines, users } from '../users/users.table';

let ctx: TestContext;
let admin: Record<string, string>;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInAs(ctx, 'admin')).headers;
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const run = (job: string, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/settings/${job}`, headers });

async function runTwice(job: string): Promise<MaintenanceReport> {
  const first = await run(job);
  expect(first.statusCode, first.body).toBe(200);
  const second = await run(job);
  expect(second.statusCode, second.body).toBe(200);
  // Idempotent: what the first run fixed, the second finds fixed.
  expect((second.json() as MaintenanceReport).changed).toBe(0);
  return first.json() as MaintenanceReport;
}

describe('maintenance jobs', () => {
  it('maintenance: a worker may run no job, list no cache and download no backup', async () => {
    for (const job of ['convertUserStructure', 'convertGovStructure', 'copyDB']) {
      const response = await run(job, worker);
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/cache/list', headers: worker })).statusCode,
    ).toBe(403);
  });

  it('maintenance: the users job puts phones in international form and machine numbers in stored form', async () => {
    const [local, unusable, clash, kept] = await ctx.db
      .insert(users)
      .values([
        { role: 'customer', name: 'מקומי', phoneNumber: '052-700 0001' },
        { role: 'customer', name: 'לא טלפון', phoneNumber: 'call me' },
        { role: 'customer', name: 'כפול', phoneNumber: '052-7000002' },
        { role: 'customer', name: 'קיים', phoneNumber: '+972527000002' },
      ])
      .returning();
    await ctx.db
      .insert(userMachines)
      .values({ userId: kept!.id, position: 0, chassis: 'ab-12 3', plate: '' });

    const report = await runTwice('convertUserStructure');
    expect(report).toMatchObject({ job: 'convertUserStructure', changed: 2, skipped: 2 });
    expect(report.samples).toContainEqual({
      record: 'מקומי',
      before: '052-700 0001',
      after: '+972527000001',
    });
    expect(report.samples).toContainEqual({ record: 'קיים', before: 'ab-12 3 / ', after: 'AB123 / ' });

    const phones = await ctx.db
      .select({ id: users.id, phoneNumber: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, [local!.id, unusable!.id, clash!.id]));
    expect(Object.fromEntries(phones.map((row) => [row.id, row.phoneNumber]))).toEqual({
      [local!.id]: '+972527000001',
      [unusable!.id]: 'call me',
      [clash!.id]: '052-7000002',
    });
    const [machine] = await ctx.db.select().from(userMachines).where(eq(userMachines.userId, kept!.id));
    expect(machine?.chassis).toBe('AB123');

    const logged = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'user'), eq(activityLog.entityId, local!.id)));
    expect(logged[0]).toMatchObject({ oldValues: { phoneNumber: '052-700 0001' } });
  });

  it('maintenance: the registry job fixes plates and chassis, leaving a row whose key is taken', async () => {
    const [loose, clash, otherCategory] = await ctx.db
      .insert(registryItems)
      .values([
        { category: 'braidTools', plate: '71-234-01', chassis: 'abc 123' },
        { category: 'braidTools', plate: '71-234-02', chassis: '' },
        { category: 'heavyTools', plate: '7123401 ', chassis: '' },
        { category: 'braidTools', plate: '7123402', chassis: '' },
      ])
      .returning();

    const report = await runTwice('convertGovStructure');
    expect(report).toMatchObject({ changed: 2, skipped: 1 });
    expect(report.examined).toBeGreaterThanOrEqual(4);

    const rows = await ctx.db
      .select()
      .from(registryItems)
      .where(inArray(registryItems.id, [loose!.id, clash!.id, otherCategory!.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(loose!.id)).toMatchObject({ plate: '7123401', chassis: 'ABC123' });
    expect(byId.get(clash!.id)?.plate).toBe('71-234-02');
    expect(byId.get(otherCategory!.id)?.plate).toBe('7123401');
  });

  it('maintenance: the products job trims fit lists, drops empties and repeats and rebuilds the keys', async () => {
    const [product] = await ctx.db
      .insert(products)
      .values({
        category: 'windows',
        catalogNumber: 'MNT-1',
        name: 'שמשה',
        chassisNumbers: [' ab-12 ', '', 'ab-12', 'CD34'],
        plates: ['71 234 01 '],
        alternateCatalogNumbers: ['X1', 'X1'],
        fitKeys: ['OLD'],
      })
      .returning();

    const report = await runTwice('convertProductStructure');
    expect(report.changed).toBe(1);
    expect(report.samples[0]?.record).toBe('MNT-1');

    const [fixed] = await ctx.db.select().from(products).where(eq(products.id, product!.id));
    expect(fixed).toMatchObject({
      chassisNumbers: ['ab-12', 'CD34'],
      plates: ['71', '234', '01'],
      alternateCatalogNumbers: ['X1'],
    });
    expect([...(fixed?.fitKeys ?? [])].sort()).toEqual(['01', '234', '71', 'AB12', 'CD34'].sort());
  });

  it('maintenance: removing non-numbers keeps chassis and plates and logs what went', async () => {
    const [product] = await ctx.db
      .insert(products)
      .values({
        category: 'windows',
        catalogNumber: 'MNT-2',
        name: 'מראה',
        chassisNumbers: ['ALL', 'WVW-ZZZ1', '12'],
        plates: ['7123401', '-'],
        fitKeys: ['ALL', 'WVWZZZ1', '12', '7123401'],
      })
      .returning();

    const report = await runTwice('removeProductArraysUtil');
    expect(report.changed).toBeGreaterThanOrEqual(1);

    const [cleaned] = await ctx.db.select().from(products).where(eq(products.id, product!.id));
    expect(cleaned).toMatchObject({ chassisNumbers: ['WVW-ZZZ1'], plates: ['7123401'] });
    expect([...(cleaned?.fitKeys ?? [])].sort()).toEqual(['7123401', 'WVWZZZ1']);
    const [logged] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'product'), eq(activityLog.entityId, product!.id)));
    expect(logged?.oldValues).toMatchObject({
      chassisNumbers: ['ALL', 'WVW-ZZZ1', '12'],
      plates: ['7123401', '-'],
    });
  });

  it('maintenance: each run is logged with its counts', async () => {
    await run('convertGovStructure');
    const runs = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'maintenance'), eq(activityLog.entityId, 'convertGovStructure')));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]?.newValues).toMatchObject({ changed: expect.any(Number), examined: expect.any(Number) });
  });
});

describe('maintenance backup', () => {
  it('maintenance: copyDB downloads every table as gzip NDJSON, without credentials', async () => {
    await ctx.db
      .insert(registryItems)
      .values({ category: 'vehicleTools', plate: '5550001', chassis: 'BACKUPME' });
    const response = await run('copyDB');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="backup-\d{4}-\d{2}-\d{2}\.ndjson\.gz"$/,
    );

    const lines = gunzipSync(response.rawPayload)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text));
    expect(lines[0]).toMatchObject({ kind: 'header', format: 'tg-backup', version: 1 });
    expect(lines.at(-1)?.kind).toBe('end');
    const tables = lines.filter((entry) => entry.kind === 'table').map((entry) => entry.name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'registry_items', 'products', 'activity_log']));
    expect(tables).not.toContain('app_settings');
    expect(tables).not.toContain('refresh_tokens');
    expect(lines).toContainEqual(
      expect.objectContaining({
        kind: 'row',
        table: 'registry_items',
        row: expect.objectContaining({ chassis: 'BACKUPME' }),
      }),
    );
    const rowsOfUsers = lines.filter((entry) => entry.kind === 'row' && entry.table === 'users').length;
    expect(lines.at(-1)?.rows.users).toBe(rowsOfUsers);
    expect(rowsOfUsers).toBeGreaterThan(0);
  });
});
