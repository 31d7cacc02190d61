import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorCodes, maxUnattachedUploadBytes, maxUploadBytes } from '@tg/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { createPerson, personInput } from '../../test/people';
import { createTestApp, type TestContext, testSecret } from '../../test/test-app';
import { createFilesService } from '../modules/files/files.service';
import { storedFiles } from '../modules/files/files.table';
import { runUnattachedCleanup, scheduleUnattachedCleanup } from '../modules/files/unattached-cleanup';
import { activityLog } from '../platform/audit/audit.table';
import { LocalFileStorage } from '../platform/files/file-storage';
import { FileUrlSigner } from '../platform/files/signed-urls';

/**
 * Issue 13 item 8: a customer stored 210 MB of never-attached files in 4 s. Each person's uploads
 * that no record adopted are capped at 50 MB (staff too): past it the upload answers 413
 * UPLOAD_QUOTA_EXCEEDED and nothing is stored, also when two uploads race for the last bytes.
 * A scheduled cleanup removes such uploads after a day, file and row, and keeps the rest.
 */
let ctx: TestContext;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-quota-'));
const filesDir = path.join(dataDir, 'files');
const files = () => createFilesService(ctx.db, new LocalFileStorage(filesDir), new FileUrlSigner(testSecret));
const megabyte = 1024 * 1024;

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A PDF (checked by content) of exactly `bytes`. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);

const upload = (headers: Record<string, string>, name: string, bytes: number) => {
  const body = multipart({ purpose: 'document' }, { name, content: pdfOf(bytes) });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

function storedBytesOnDisk(): number {
  if (!existsSync(filesDir)) return 0;
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const rowsOf = (userId: string) =>
  ctx.db.select().from(storedFiles).where(eq(storedFiles.uploadedBy, userId));

describe('upload quota: 50 MB of uploads no record adopted, per person', () => {
  it('a customer filling the cap gets 413 UPLOAD_QUOTA_EXCEEDED, and nothing more is stored', async () => {
    const customer = await signedInAs(ctx, 'customer');
    const full = Math.floor(maxUnattachedUploadBytes / maxUploadBytes);
    for (let index = 0; index < full; index += 1) {
      expect((await upload(customer.headers, `part-${index}.pdf`, maxUploadBytes)).statusCode).toBe(201);
    }
    const held = full * maxUploadBytes;
    expect(held).toBe(maxUnattachedUploadBytes);
    const onDisk = storedBytesOnDisk();

    const refused = await upload(customer.headers, 'one-more.pdf', 10 * 1024);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({ code: errorCodes.uploadQuotaExceeded });
    expect(refused.json().error.message).toContain('50 MB');
    expect(await rowsOf(customer.user.id)).toHaveLength(full);
    expect(storedBytesOnDisk()).toBe(onDisk);
  }, 60_000);

  it('two uploads racing for the last bytes: only one passes', async () => {
    const agent = await signedInAs(ctx, 'agent');
    for (let index = 0; index < 9; index += 1) {
      expect((await upload(agent.headers, `held-${index}.pdf`, maxUploadBytes)).statusCode).toBe(201);
    }
    // 45 MB held; 3 MB fits once, not twice.
    const answers = await Promise.all([
      upload(agent.headers, 'left.pdf', 3 * megabyte),
      upload(agent.headers, 'right.pdf', 3 * megabyte),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    const held = (await rowsOf(agent.user.id)).reduce((sum, row) => sum + row.size, 0);
    expect(held).toBe(9 * maxUploadBytes + 3 * megabyte);
  }, 60_000);

  it('holds for staff too, and files a saved record adopted no longer count', async () => {
    const worker = await signedInAs(ctx, 'worker');
    const uploaded: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await upload(worker.headers, `scan-${index}.pdf`, maxUploadBytes);
      expect(response.statusCode).toBe(201);
      uploaded.push(response.json()._id);
    }
    expect((await upload(worker.headers, 'scan-10.pdf', megabyte)).statusCode).toBe(413);
    await createPerson(ctx, worker.headers, 'customer', personInput({ docs: uploaded.slice(0, 2) }));
    expect((await upload(worker.headers, 'scan-10.pdf', megabyte)).statusCode).toBe(201);
  }, 60_000);
});

describe('cleanup of uploads no record adopted within a day', () => {
  async function setAge(ids: string[], hours: number) {
    await ctx.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - hours * 60 * 60 * 1000) })
      .where(inArray(storedFiles.id, ids));
  }

  it('removes old unadopted uploads from storage and table, keeps adopted and recent ones, and logs it', async () => {
    const storekeeper = await signedInAs(ctx, 'storekeeper');
    const worker = await signedInAs(ctx, 'worker');
    const uploadOne = async (headers: Record<string, string>, name: string) => {
      const response = await upload(headers, name, 2048);
      expect(response.statusCode).toBe(201);
      return response.json() as { _id: string; path: string; url: string };
    };
    const stale = [
      await uploadOne(storekeeper.headers, 'old-1.pdf'),
      await uploadOne(storekeeper.headers, 'old-2.pdf'),
    ];
    const recent = await uploadOne(storekeeper.headers, 'recent.pdf');
    const adopted = await uploadOne(worker.headers, 'adopted.pdf');
    await createPerson(ctx, worker.headers, 'customer', personInput({ docs: [adopted._id] }));
    await setAge([...stale.map((file) => file._id), adopted._id], 25);
    await setAge([recent._id], 23);

    const logged: { details: object; message: string }[] = [];
    const log = {
      info: (details: object, message: string) => logged.push({ details, message }),
      error: () => {},
    };
    const removed = await runUnattachedCleanup(files(), new Date(), log);

    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await ctx.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          [...stale, recent, adopted].map((file) => file._id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([recent._id, adopted._id].sort());
    for (const file of stale) {
      expect(existsSync(path.join(filesDir, file.path))).toBe(false);
      expect((await ctx.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    }
    for (const file of [recent, adopted]) expect(existsSync(path.join(filesDir, file.path))).toBe(true);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('old-1.pdf');
    const entries = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'storedFile'));
    expect(JSON.stringify(entries.map((entry) => entry.oldValues))).toContain('old-2.pdf');
  });

  it('does nothing while another server process holds the cleanup’s turn', async () => {
    const storekeeper = await signedInAs(ctx, 'storekeeper');
    const old = (await upload(storekeeper.headers, 'waiting.pdf', 2048)).json();
    await setAge([old._id], 30);
    const other = new pg.Client({
      connectionString: (ctx.db as unknown as { $client: pg.Pool }).$client.options.connectionString,
    });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        `select pg_advisory_xact_lock(hashtextextended('stored-files:unattached-cleanup', 0))`,
      );
      expect(await runUnattachedCleanup(files(), new Date(), { info: () => {}, error: () => {} })).toBe(0);
      expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, old._id))).toHaveLength(1);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    expect(await runUnattachedCleanup(files(), new Date(), { info: () => {}, error: () => {} })).toBe(1);
  });

  it('runs on a schedule in the server and stops when the app closes', async () => {
    const storekeeper = await signedInAs(ctx, 'storekeeper');
    const old = (await upload(storekeeper.headers, 'scheduled.pdf', 2048)).json();
    await setAge([old._id], 30);
    const messages: string[] = [];
    const schedule = scheduleUnattachedCleanup(files(), {
      log: { info: (_details, message) => messages.push(message), error: () => {} },
      firstRunDelayMs: 0,
      intervalMs: 60_000,
    });
    const deadline = Date.now() + 20_000;
    while (messages.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await schedule.stop();
    expect(messages).toEqual(['removed uploads no record adopted within a day']);
    expect(await ctx.db.execute(sql`select 1 from stored_files where id = ${old._id}`)).toMatchObject({
      rows: [],
    });
  });
});
