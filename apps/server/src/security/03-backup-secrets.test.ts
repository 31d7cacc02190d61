// Issue 13, item 3: copyDB exported special_otp_numbers with plain codes. Now a backup holds no
// sign-in secret (no code, no hash of one, no refresh token, no signing secret), and a database
// restored from it lets no one sign in with what the file held.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  later,
  randomAddress,
  sendCode,
  signedInAs,
  signIn,
  uniquePhone,
} from '../../test/fixtures';
import { createTestApp, type TestContext, testSecret } from '../../test/test-app';
import { tablesNeverBackedUp } from '../modules/maintenance/database-backup';

type BackupLine =
  | { kind: 'header'; tables: string[] }
  | { kind: 'table'; name: string }
  | { kind: 'row'; table: string; row: Record<string, unknown> }
  | { kind: 'end'; rows: Record<string, number> };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const fixedCode = '424242';

async function downloadBackup(headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/settings/copyDB', headers });
  expect(response.statusCode).toBe(200);
  const text = gunzipSync(response.rawPayload).toString('utf8');
  return {
    text,
    lines: text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as BackupLine),
  };
}

describe('issue 13.3: the backup holds no sign-in secret', () => {
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let reviewerPhone: string;
  let backup: Awaited<ReturnType<typeof downloadBackup>>;
  let secrets: string[];

  beforeAll(async () => {
    admin = await signedInAs(ctx, 'admin');
    // A special number, used once; a code sent and not yet used; a session with its refresh token.
    reviewerPhone = uniquePhone();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/special-otp-numbers/createItem',
      headers: admin.headers,
      payload: { name: 'App reviewer', phone: reviewerPhone.slice(1), code: fixedCode, roles: ['customer'] },
    });
    expect(created.statusCode).toBe(201);
    const sent = (await sendCode(ctx, reviewerPhone, 'customer')).json();
    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phoneNumber: reviewerPhone, role: 'customer', code: fixedCode, ...sent },
      remoteAddress: randomAddress(),
    });
    expect(used.statusCode).toBe(200);
    const waiting = await createUser(ctx, 'agent');
    expect((await sendCode(ctx, waiting.phoneNumber, 'agent')).statusCode).toBe(200);

    const stored = await ctx.db.execute(sql`
      select code_hash as secret from special_otp_numbers
      union all select code_salt from special_otp_numbers
      union all select code_hash from otp_requests where code_hash is not null
      union all select token_hash from refresh_tokens
      union all select value from app_settings where key = 'auth_secret'`);
    secrets = [
      ...stored.rows.map((row) => String(row.secret)),
      admin.session.refreshCookie,
      createHash('sha256').update(admin.session.refreshCookie).digest('hex'),
      testSecret,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    backup = await downloadBackup(admin.headers);
  });

  it('leaves out the special numbers, sent codes, lock counters, refresh tokens and the signing secret', () => {
    const header = backup.lines[0];
    expect(header?.kind).toBe('header');
    const tables = header?.kind === 'header' ? header.tables : [];
    for (const table of [
      'special_otp_numbers',
      'otp_requests',
      'phone_guards',
      'refresh_tokens',
      'app_settings',
    ]) {
      expect(tables).not.toContain(table);
      expect(tablesNeverBackedUp.has(table)).toBe(true);
    }
    expect(tables).toEqual(expect.arrayContaining(['users', 'activity_log']));
  });

  it('holds no fixed code, no hash or salt of one, no refresh token and no secret anywhere in the file', () => {
    expect(backup.text).not.toContain(fixedCode);
    for (const secret of secrets) expect(backup.text).not.toContain(secret);
    // The use of the special number is in the log that travels with the backup, without the code.
    expect(backup.lines).toContainEqual(
      expect.objectContaining({
        kind: 'row',
        table: 'activity_log',
        row: expect.objectContaining({ entity: 'specialUser', action: 'sign-in' }),
      }),
    );
  });

  it('a database restored from the file lets no one in with the fixed code or the old session', async () => {
    const restored = await createTestApp();
    try {
      await restore(restored, backup.lines);
      expect(
        (
          await restored.db.execute(
            sql`select count(*)::int as n from users where phone_number = ${reviewerPhone}`,
          )
        ).rows,
      ).toEqual([{ n: 1 }]);

      const sent = await restored.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { phoneNumber: reviewerPhone, role: 'customer' },
        remoteAddress: randomAddress(),
      });
      expect(restored.sms.lastTo(reviewerPhone)).toBeDefined();
      const withFixedCode = await restored.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: {
          phoneNumber: reviewerPhone,
          role: 'customer',
          code: fixedCode,
          ...(sent.json() as object),
        },
        remoteAddress: randomAddress(),
      });
      expect(withFixedCode.statusCode).toBe(401);

      const withOldSession = await restored.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { tg_refresh: admin.session.refreshCookie },
        remoteAddress: randomAddress(),
      });
      expect(withOldSession.statusCode).toBe(401);

      // The restored people still sign in the ordinary way, by a code sent to their phone.
      const again = await later(restored, 120, () => signIn(restored, reviewerPhone, 'customer'));
      expect(again.user.phoneNumber).toBe(reviewerPhone);
    } finally {
      await restored.close();
    }
  });
});

/** Loads every row of the backup into the restored database as it is, constraints off meanwhile. */
async function restore(target: TestContext, lines: BackupLine[]) {
  const pool = (target.db as typeof target.db & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const line of lines) {
      if (line.kind !== 'row') continue;
      const table = client.escapeIdentifier(line.table);
      await client.query(
        `insert into ${table} select * from json_populate_record(null::${table}, $1::json) on conflict do nothing`,
        [JSON.stringify(line.row)],
      );
    }
    // Serial columns continue after the restored rows, as a real restore would set them.
    const serials = await client.query(`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`);
    for (const { table_name: table, column_name: column } of serials.rows) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${client.escapeIdentifier(column)}) from ${client.escapeIdentifier(table)}), 0) + 1, false)`,
        [table, column],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
