import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';

/**
 * Issue 19: two server processes, as a load balancer would run them, on one PostgreSQL that
 * neither has seen before. They start together, and the key flows go to one and then the other.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = inject('databaseAdminUrl');
const databaseName = `tg_test_two_${randomBytes(6).toString('hex')}`;
const databaseUrl = withDatabase(adminUrl, databaseName);
const demoAdmin = '0500000001';
const demoCode = '123456';

interface Instance {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
}

let admin: pg.Client;
let instances: Instance[] = [];

async function start(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-two-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO_DATA: 'true',
    // The demo documents' PDFs are not this test's subject: skipped at once without a browser.
    CHROMIUM_PATH: '/nonexistent',
    WEB_DIST_DIR: '/nonexistent',
  };
  // Both must make or find the one signing secret in the database.
  delete env.AUTH_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an instance exited while starting:\n${output}`);
    const ready = /\[server\] ready in \d+ ms at (http:\/\/[^\s]+)/.exec(output);
    if (ready?.[1]) return { child, url: ready[1], dataDir, output: () => output };
    if (Date.now() > deadline) throw new Error(`an instance did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  instances = await Promise.all([start(), start()]);
}, 120_000);

afterAll(async () => {
  for (const instance of instances) {
    instance.child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (instance.child.exitCode !== null) resolve(undefined);
      else instance.child.once('exit', resolve);
    });
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}, 60_000);

const first = () => instances[0] as Instance;
const second = () => instances[1] as Instance;

async function call(instance: Instance, method: string, url: string, body?: unknown, headers = {}) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers of several calls, read field by field.
  const json: any = await response.json().catch(() => null);
  return { status: response.status, json, headers: response.headers };
}

describe('two instances on one database (issue 19)', () => {
  it('start together on a new database, which gets its schema and demo data once', async () => {
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const doubled = await database.query(
        `select phone_number from users where deleted_at is null group by phone_number having count(*) > 1`,
      );
      expect(doubled.rows).toEqual([]);
      const admins = await database.query(`select count(*)::int as n from users where phone_number = $1`, [
        `+972${demoAdmin.slice(1)}`,
      ]);
      expect(admins.rows[0].n).toBe(1);
      const secrets = await database.query(`select count(*)::int as n from app_settings`);
      expect(secrets.rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await database.end();
    }
  });

  it('signs in with a code sent by one and checked by the other, and either accepts the token until logout', async () => {
    const sent = await call(first(), 'POST', '/api/auth/send-otp', { phoneNumber: demoAdmin, role: 'admin' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const verified = await call(second(), 'POST', '/api/auth/verify-otp', {
      phoneNumber: demoAdmin,
      role: 'admin',
      code: demoCode,
      requestId: sent.json.requestId,
      sessionId: sent.json.sessionId,
    });
    expect(verified.status, JSON.stringify(verified.json)).toBe(200);
    const bearer = { authorization: `Bearer ${verified.json.token}` };
    expect((await call(first(), 'GET', '/api/auth/me', undefined, bearer)).status).toBe(200);
    expect((await call(second(), 'GET', '/api/auth/me', undefined, bearer)).status).toBe(200);

    // Logging out on the first ends the token on the second within the session check's 3 s.
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await call(first(), 'POST', '/api/auth/logout', undefined, { cookie })).status).toBe(200);
    let status = 200;
    for (let attempt = 0; attempt < 50 && status === 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await call(second(), 'GET', '/api/auth/me', undefined, bearer)).status;
    }
    expect(status).toBe(401);
  });

  it('shows on one what a visitor sent to the other', async () => {
    const phoneNumber = `05${String(Date.now()).slice(-8)}`;
    const lead = await call(first(), 'POST', '/api/leads', {
      name: 'מבקר בשני שרתים',
      phoneNumber,
      machine: { tractorNumber: '1234567' },
    });
    expect(lead.status, JSON.stringify(lead.json)).toBe(201);
    const sent = await call(second(), 'POST', '/api/auth/send-otp', {
      phoneNumber: demoAdmin,
      role: 'admin',
    });
    const verified = await call(first(), 'POST', '/api/auth/verify-otp', {
      phoneNumber: demoAdmin,
      role: 'admin',
      code: demoCode,
      requestId: sent.json.requestId,
      sessionId: sent.json.sessionId,
    });
    const found = await call(
      second(),
      'GET',
      `/api/leads/getData?search=${lead.json.leadNumber}`,
      undefined,
      {
        authorization: `Bearer ${verified.json.token}`,
      },
    );
    expect(found.status).toBe(200);
    expect(found.json.leads.map((row: { name: string }) => row.name)).toEqual(['מבקר בשני שרתים']);
  });
});
