import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@tg/domain';
import { buildApp } from '../src/app';
import { authRepository } from '../src/modules/auth/auth.repository';
import { usersRepository } from '../src/modules/users/users.repository';
import { AccessTokens, randomToken, sha256 } from '../src/platform/auth/tokens';
import { loadConfig } from '../src/platform/config';
import { connectDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { startEmbeddedDatabase } from '../src/platform/db/embedded';
import { applyMigrations } from '../src/platform/db/migrate';
import { DevelopmentSmsSender } from '../src/platform/sms/sms-sender';

const secret = 'benchmark-secret-that-is-long-enough-for-hs256';
/** Signs the bench server's tokens; a second app over the same database accepts them too. */
export const benchSecret = secret;

export interface BenchServer {
  baseUrl: string;
  databaseUrl: string;
  database: DatabaseHandle;
  tokenFor(role: Role): Promise<string>;
  close(): Promise<void>;
}

/** The real server on a real port over a fresh database (embedded, or a new one on DATABASE_URL's server). */
export async function startBenchServer(): Promise<BenchServer> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-bench-'));
    chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedDatabase(dataDir, () => {}, { fsync: 'off' });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const database = connectDatabase(url, 20);
  await applyMigrations(database.db);
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({ config, db: database.db, secret, sms: new DevelopmentSmsSender() });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = new AccessTokens(secret);
  let phone = 0;
  return {
    baseUrl: address,
    databaseUrl: url,
    database,
    async tokenFor(role) {
      phone += 1;
      const user = await usersRepository.insert(database.db, {
        role,
        name: `bench ${role}`,
        phoneNumber: `+97258${String(phone).padStart(7, '0')}`,
      });
      // Access tokens stand only while their session does (ADR 0019): give each one a session.
      const sessionId = randomUUID();
      await authRepository.insertRefreshToken(database.db, {
        familyId: sessionId,
        userId: user.id,
        tokenHash: sha256(randomToken()),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      return (await tokens.issue({ userId: user.id, role, sessionId })).token;
    },
    async close() {
      await app.close();
      await database.close();
      await stopEmbedded?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Sends `count` requests, `concurrency` at a time, and prints p50/p99/max and the rate. */
export async function measure(
  label: string,
  count: number,
  concurrency: number,
  send: (index: number) => Promise<Response>,
): Promise<{ p50: number; p99: number }> {
  for (let index = 0; index < Math.min(50, count); index++) await (await send(index)).arrayBuffer(); // warm-up
  const timings: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const begin = performance.now();
        const response = await send(index);
        await response.arrayBuffer();
        timings.push(performance.now() - begin);
        if (!response.ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const result = { p50: percentile(timings, 50), p99: percentile(timings, 99) };
  console.info(
    `${label.padEnd(58)} n=${count} c=${concurrency}  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  max ${timings.at(-1)?.toFixed(2)} ms  ${(count / seconds).toFixed(0)} req/s${failures ? `  FAILED ${failures}` : ''}`,
  );
  return result;
}
