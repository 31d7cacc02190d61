// Issue 13, item 1: a worker could make a special number for the manager's phone, read every
// fixed code in plain text and sign in as the manager with it. Now only the admin manages them,
// a code opens only the roles named on its entry (never admin, never a staff phone unasked), is
// kept hashed, shown once, and every change and use is in the activity log.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, later, randomAddress, sendCode, signedInAs, uniquePhone } from '../../test/fixtures';
import { withDatabase } from '../../test/global-setup';
import { createTestApp, type TestContext } from '../../test/test-app';
import { hashSpecialCode } from '../modules/special-users/special-code-hash';
import { connectDatabase } from '../platform/db/client';
import { applyMigrations, migrationsFolder } from '../platform/db/migrate';

let ctx: TestContext;
let admin: Record<string, string>;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInAs(ctx, 'admin')).headers;
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const special = (method: 'GET' | 'POST' | 'PATCH', action: string, headers: object, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/special-otp-numbers/${action}`,
    headers: headers as Record<string, string>,
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
  });

const create = (payload: { phone: string; code: string; roles: Role[]; allowStaffPhone?: boolean }) =>
  special('POST', 'createItem', admin, { name: `Special ${payload.phone}`, ...payload });

/** send-otp then verify-otp with `code`, as an outside client does; each call from its own address. */
async function signInWith(phone: string, role: Role, code: string) {
  const textsTo = () => ctx.sms.outbox.filter((message) => message.to === phone).length;
  const textedBefore = textsTo();
  const sent = await sendCode(ctx, phone, role);
  expect(sent.statusCode).toBe(200);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phoneNumber: phone, role, code, ...(sent.json() as object) },
    remoteAddress: randomAddress(),
  });
  return { verified, texted: textsTo() > textedBefore };
}

// Each sign-in attempt for a phone waits out the resend interval, as a person would.
let minutesLater = 0;
const afterAWhile = <T>(work: () => Promise<T>) => {
  minutesLater += 2;
  return later(ctx, minutesLater * 60, work);
};

describe('issue 13.1: special numbers', () => {
  it('a worker can neither list, create, change nor delete special numbers (403)', async () => {
    const phone = `972${uniquePhone().slice(4)}`;
    const attempts = [
      await special('GET', 'getData', worker),
      await special('POST', 'createItem', worker, {
        name: 'Sneaky',
        phone,
        code: '424242',
        roles: ['customer'],
      }),
      await special('PATCH', 'updateItem', worker, {
        _id: '00000000-0000-4000-8000-000000000000',
        code: '424242',
      }),
      await special('PATCH', 'deleteItem', worker, { _id: '00000000-0000-4000-8000-000000000000' }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await special('GET', 'getData', admin)).statusCode).toBe(200);
  });

  it('the issue’s reproduction: a fixed code on the manager’s phone never signs in as admin', async () => {
    const manager = await createUser(ctx, 'admin');
    const refused = await create({ phone: manager.phoneNumber.slice(1), code: '424242', roles: ['admin'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ roles: 'validation.specialRoleAdmin' });

    // Even an entry that lets a staff phone in, and one written straight into the table naming
    // admin, sends the manager an SMS and refuses the fixed code.
    const entry = await create({
      phone: manager.phoneNumber.slice(1),
      code: '424242',
      roles: ['worker'],
      allowStaffPhone: true,
    });
    expect(entry.statusCode).toBe(201);
    await ctx.db.execute(
      sql`update special_otp_numbers set roles = array['admin', 'worker'] where phone = ${manager.phoneNumber}`,
    );
    const attempt = await afterAWhile(() => signInWith(manager.phoneNumber, 'admin', '424242'));
    expect(attempt.texted).toBe(true);
    expect(attempt.verified.statusCode).toBe(401);
  });

  it('signs in only the roles named on the entry', async () => {
    const phone = uniquePhone();
    await createUser(ctx, 'agent', { phoneNumber: phone });
    await createUser(ctx, 'installer', { phoneNumber: phone });
    expect((await create({ phone: phone.slice(1), code: '515151', roles: ['agent'] })).statusCode).toBe(201);

    const asAgent = await afterAWhile(() => signInWith(phone, 'agent', '515151'));
    expect(asAgent.texted).toBe(false);
    expect(asAgent.verified.statusCode).toBe(200);
    expect(asAgent.verified.json().user.role).toBe('agent');

    // Another role on the same phone signs in by SMS as anyone does; the fixed code is refused.
    const asInstaller = await afterAWhile(() => signInWith(phone, 'installer', '515151'));
    expect(asInstaller.texted).toBe(true);
    expect(asInstaller.verified.statusCode).toBe(401);
  });

  it('refuses a phone that belongs to a worker unless the admin set the staff flag on the entry', async () => {
    const phone = uniquePhone();
    await createUser(ctx, 'worker', { phoneNumber: phone });
    await createUser(ctx, 'agent', { phoneNumber: phone });
    const entry = (
      await create({ phone: phone.slice(1), code: '626262', roles: ['agent', 'worker'] })
    ).json();

    for (const role of ['agent', 'worker'] as const) {
      const attempt = await afterAWhile(() => signInWith(phone, role, '626262'));
      expect(attempt.texted, role).toBe(true);
      expect(attempt.verified.statusCode, role).toBe(401);
    }

    const flagged = await special('PATCH', 'updateItem', admin, { _id: entry._id, allowStaffPhone: true });
    expect(flagged.json()).toMatchObject({ allowStaffPhone: true });
    for (const role of ['agent', 'worker'] as const) {
      const attempt = await afterAWhile(() => signInWith(phone, role, '626262'));
      expect(attempt.verified.statusCode, role).toBe(200);
      expect(attempt.verified.json().user.role).toBe(role);
    }
  });

  it('shows the code once, at creation: no list or later answer carries it', async () => {
    const phone = uniquePhone();
    const created = await create({ phone: phone.slice(1), code: '737373', roles: ['customer'] });
    expect(created.json().code).toBe('737373');

    const listed = await special('GET', 'getData', admin, { name: `Special ${phone.slice(1)}` });
    expect(listed.json().items).toEqual([
      {
        _id: created.json()._id,
        name: `Special ${phone.slice(1)}`,
        phone,
        roles: ['customer'],
        allowStaffPhone: false,
      },
    ]);
    const edited = await special('PATCH', 'updateItem', admin, { _id: created.json()._id, code: '747474' });
    expect(edited.json()).not.toHaveProperty('code');
    const everything = await special('GET', 'getData', admin, { limit: '100' });
    expect(everything.body).not.toMatch(/737373|747474|code/i);
  });

  it('keeps only a salted hash of the code in the table', async () => {
    const phone = uniquePhone();
    await create({ phone: phone.slice(1), code: '858585', roles: ['customer'] });
    const { rows } = await ctx.db.execute(sql`select * from special_otp_numbers where phone = ${phone}`);
    const [row] = rows as Record<string, unknown>[];
    expect(row).not.toHaveProperty('code');
    expect(JSON.stringify(row)).not.toContain('858585');
    expect(row?.code_hash).toBe(hashSpecialCode(String(row?.code_salt), phone, '858585'));

    const customer = await afterAWhile(() => signInWith(phone, 'customer', '858585'));
    expect(customer.verified.statusCode).toBe(200);
  });

  it('writes creating, changing, deleting and using a special number to the activity log, never the code', async () => {
    const phone = uniquePhone();
    const entry = (await create({ phone: phone.slice(1), code: '969696', roles: ['customer'] })).json();
    const used = await afterAWhile(() => signInWith(phone, 'customer', '969696'));
    expect(used.verified.statusCode).toBe(200);
    await special('PATCH', 'updateItem', admin, { _id: entry._id, code: '979797' });
    await special('PATCH', 'deleteItem', admin, { _id: entry._id });

    const { rows } = await ctx.db.execute(
      sql`select action, actor_id, actor_role, old_values, new_values, notes from activity_log
          where entity = 'specialUser' and entity_id = ${entry._id} order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'sign-in', 'update', 'delete']);
    expect(rows[1]).toMatchObject({
      actor_id: used.verified.json().user._id,
      actor_role: 'customer',
      new_values: { role: 'customer' },
    });
    expect(JSON.stringify(rows)).not.toMatch(/969696|979797/);
  });
});

describe('issue 13.1: the migration converts the codes stored before', () => {
  const adminUrl = () => inject('databaseAdminUrl');
  const name = `tg_special_migration_${process.pid}`;
  let folder: string;
  let server: pg.Client;
  beforeAll(async () => {
    server = new pg.Client({ connectionString: adminUrl() });
    await server.connect();
    await server.query(`create database ${name}`);
    // The migrations as they were before this change: the journal up to 0004.
    folder = mkdtempSync(path.join(os.tmpdir(), 'tg-migrations-'));
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 4);
    writeFileSync(journalPath, JSON.stringify(journal));
  });
  afterAll(async () => {
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves no plain code, keeps each code working through its hash and removes the demo rows', async () => {
    const database = connectDatabase(withDatabase(adminUrl(), name), 2);
    try {
      await migrate(database.db, { migrationsFolder: folder });
      await database.db.execute(sql`insert into special_otp_numbers (name, phone, code) values
        ('App reviewer', '+972521234567', '424242'),
        ('הדגמה: מנהל המערכת', '+972500000001', '123456'),
        ('הדגמה: סוכן ביטוח', '+972500000003', '123456')`);
      await applyMigrations(database.db);

      const { rows } = await database.db.execute(sql`select * from special_otp_numbers`);
      expect(rows).toHaveLength(1);
      const [row] = rows as Record<string, unknown>[];
      expect(row).not.toHaveProperty('code');
      expect(JSON.stringify(row)).not.toContain('424242');
      expect(row).toMatchObject({
        phone: '+972521234567',
        roles: ['worker', 'agent', 'company', 'customer', 'installer', 'storekeeper', 'supplier'],
        allow_staff_phone: false,
      });
      expect(row?.code_hash).toBe(hashSpecialCode(String(row?.code_salt), '+972521234567', '424242'));
    } finally {
      await database.close();
    }
  });
});
