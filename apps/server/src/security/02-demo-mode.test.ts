// Issue 13, item 2: a fresh install listened on 0.0.0.0 with demo data on, so 0500000001 + 123456
// was the manager from any machine on the network, and an install on DATABASE_URL had no way to
// get a manager at all. Now demo mode listens on loopback unless HOST says otherwise, its codes
// live only while demo data is on, and `npm run admin` makes the first manager.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '@tg/domain';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeSentTo, createUser, randomAddress, sendCode, uniquePhone } from '../../test/fixtures';
import { withDatabase } from '../../test/global-setup';
import { createTestApp, type TestContext, testSecret } from '../../test/test-app';
import { buildApp } from '../app';
import { createOrPromoteManager, ManagerAccountError } from '../modules/users/manager-account';
import { users } from '../modules/users/users.table';
import { activityLog } from '../platform/audit/audit.table';
import { loadConfig } from '../platform/config';
import { demoAccounts, demoCode, demoSignInNotice } from '../platform/seed/demo-accounts';
import { seedDemoData } from '../platform/seed/seed';
import { DevelopmentSmsSender } from '../platform/sms/sms-sender';

describe('issue 13.2: demo mode listens on this machine only, unless HOST says otherwise', () => {
  const url = 'postgres://u:p@db/x';
  it.each([
    [{}, '127.0.0.1'],
    [{ DEMO_DATA: 'false' }, '0.0.0.0'],
    [{ DATABASE_URL: url }, '0.0.0.0'],
    [{ DATABASE_URL: url, DEMO_DATA: 'true' }, '127.0.0.1'],
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ DATABASE_URL: url, HOST: '192.168.1.20' }, '192.168.1.20'],
  ])('%j listens on %s', (env, host) => {
    expect(loadConfig(env).host).toBe(host);
  });

  it('prints one line saying the demo codes are active, and from where', () => {
    expect(demoSignInNotice('127.0.0.1')).toMatch(
      /^demo sign-in codes are active: .*123456, only from this machine \(127\.0\.0\.1; set HOST to change\)$/,
    );
    expect(demoSignInNotice('0.0.0.0')).toMatch(/123456, from the network \(HOST=0\.0\.0\.0\)$/);
  });
});

const demoPhone = (role: Role) => {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account.phone;
};

describe('issue 13.2: demo codes work only while demo data is on', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestApp({ DEMO_DATA: 'true' });
    await seedDemoData(demo.db);
  });
  afterAll(() => demo.close());

  async function signIn(app: TestContext['app'], role: Role, code: string) {
    const phoneNumber = demoPhone(role);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phoneNumber, role },
      remoteAddress: randomAddress(),
    });
    expect(sent.statusCode).toBe(200);
    return app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phoneNumber, role, code, ...(sent.json() as object) },
      remoteAddress: randomAddress(),
    });
  }

  it('with demo data on, the demo accounts, the manager too, sign in with the demo code', async () => {
    for (const role of ['admin', 'agent'] as const) {
      const response = await signIn(demo.app, role, demoCode);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().user.role).toBe(role);
    }
    // The demo code is a rule of demo mode, not a stored special number.
    expect((await demo.db.execute(sql`select count(*)::int as n from special_otp_numbers`)).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('with DEMO_DATA off on the same database, the demo code opens nothing: the SMS code does', async () => {
    const sms = new DevelopmentSmsSender();
    const after = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: inject('databaseAdminUrl'), DEMO_DATA: 'false' }),
      db: demo.db,
      secret: testSecret,
      sms,
      // A minute on, past the wait between two codes for one phone.
      now: () => new Date(Date.now() + 120_000),
    });
    try {
      const refused = await signIn(after, 'admin', demoCode);
      expect(refused.statusCode).toBe(401);
      expect(sms.lastTo(demoPhone('admin'))).toBeDefined();
      expect((await signIn(after, 'worker', demoCode)).statusCode).toBe(401);
    } finally {
      await after.close();
    }
  });
});

describe('issue 13.2: npm run admin creates or promotes a manager', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const signInBySms = async (phoneNumber: string, role: Role) => {
    const sent = await sendCode(ctx, phoneNumber, role);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phoneNumber, role, code: codeSentTo(ctx, phoneNumber), ...(sent.json() as object) },
      remoteAddress: randomAddress(),
    });
  };

  it('creates a manager who then signs in by SMS code, and logs it', async () => {
    const phone = uniquePhone();
    const result = await createOrPromoteManager(ctx.db, { phone: `0${phone.slice(4)}`, name: 'Noa Manager' });
    expect(result).toMatchObject({
      outcome: 'created',
      user: { role: 'admin', name: 'Noa Manager', phoneNumber: phone },
    });

    const session = await signInBySms(phone, 'admin');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ role: 'admin', name: 'Noa Manager' });
    const logged = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'user'), eq(activityLog.entityId, result.user.id)));
    expect(logged[0]).toMatchObject({
      action: 'create',
      actorName: 'npm run admin',
      newValues: { role: 'admin' },
    });

    const again = await createOrPromoteManager(ctx.db, { phone, name: 'Noa Manager' });
    expect(again).toMatchObject({ outcome: 'alreadyManager', user: { id: result.user.id } });
  });

  it('promotes the worker with that phone instead of making a second account', async () => {
    const worker = await createUser(ctx, 'worker', { name: 'Dan Worker' });
    const result = await createOrPromoteManager(ctx.db, { phone: worker.phoneNumber });
    expect(result).toMatchObject({
      outcome: 'promoted',
      user: { id: worker.id, role: 'admin', name: 'Dan Worker' },
    });
    const accounts = await ctx.db.select().from(users).where(eq(users.phoneNumber, worker.phoneNumber));
    expect(accounts.map((account) => account.role)).toEqual(['admin']);
    const [logged] = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, worker.id));
    expect(logged).toMatchObject({
      action: 'update',
      oldValues: { role: 'worker' },
      newValues: { role: 'admin' },
    });
  });

  it('refuses a bad phone, and a new manager without a name, with a clear message', async () => {
    await expect(createOrPromoteManager(ctx.db, { phone: '12', name: 'X Y' })).rejects.toThrow(
      new ManagerAccountError('"12" is not a phone number (for example 0501234567)'),
    );
    await expect(createOrPromoteManager(ctx.db, { phone: uniquePhone() })).rejects.toThrow(
      ManagerAccountError,
    );
  });
});

describe('issue 13.2: the npm run admin command', () => {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const name = `tg_admin_cli_${process.pid}`;
  let server: pg.Client;
  beforeAll(async () => {
    server = new pg.Client({ connectionString: inject('databaseAdminUrl') });
    await server.connect();
    await server.query(`create database ${name}`);
  });
  afterAll(async () => {
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  });

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/users/admin-cli.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: withDatabase(inject('databaseAdminUrl'), name), NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('says what it did and exits 0; a bad phone or no phone exits non-zero with the reason', async () => {
    const created = run('--phone', '0529876543', '--name', 'Rina Cohen');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('created the manager Rina Cohen (0529876543)');

    const badPhone = run('--phone', 'abc', '--name', 'Rina Cohen');
    expect(badPhone.status).toBe(2);
    expect(badPhone.stderr).toContain('"abc" is not a phone number');

    const noPhone = run('--name', 'Rina Cohen');
    expect(noPhone.status).toBe(2);
    expect(noPhone.stderr).toContain('usage: npm run admin -- --phone');
  }, 120_000);
});
