// Shared steps of `npm start` and `npm test`: install what is missing, build what changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function hashOf(parts) {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** `npm ci` when node_modules is missing or was installed from another package-lock.json. */
export function ensureInstalled() {
  const lock = readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  const stamp = path.join(root, 'node_modules', '.tg-installed');
  const wanted = hashOf([lock, process.version]);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.info('[prepare] installing dependencies (npm ci)');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, wanted);
}

function fingerprint(dirs) {
  const entries = [];
  const walk = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (!stat.isDirectory()) {
      entries.push(`${path.relative(root, entry)}:${stat.size}:${stat.mtimeMs}`);
      return;
    }
    for (const name of readdirSync(entry)) {
      if (name !== 'node_modules' && name !== 'dist') walk(path.join(entry, name));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return hashOf(entries.sort());
}

const sharedInputs = ['packages/domain/src', 'package-lock.json'];
const builds = [
  {
    name: 'web',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/storefront.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/public',
      ...sharedInputs,
    ],
    output: 'apps/web/dist',
    command: ['npm', ['run', 'build', '-w', '@tg/web']],
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/build.mjs', ...sharedInputs],
    output: 'apps/server/dist',
    command: ['npm', ['run', 'build', '-w', '@tg/server']],
  },
];

/** Builds the web app and the server bundle unless their sources are unchanged since the last build. */
export function ensureBuilt({ force = false } = {}) {
  for (const build of builds) {
    const stamp = path.join(root, build.output, '.tg-build');
    const wanted = fingerprint(build.inputs);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) continue;
    console.info(`[prepare] building the ${build.name}`);
    runOrExit(...build.command);
    writeFileSync(stamp, wanted);
  }
}

/**
 * Debian's Chromium prints the PDFs and runs the browser tests. Installed with apt when missing and
 * apt is usable (as root); otherwise CHROMIUM_PATH must name one.
 */
export function ensureChromium(who) {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(wanted)) return { ok: true, detail: wanted };
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt)
    return { ok: false, detail: `no browser at ${wanted} and apt-get is not usable; set CHROMIUM_PATH` };
  console.info(`[${who}] installing Debian chromium`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return { ok: false, detail: 'apt-get update failed' };
  const status = run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { env });
  return { ok: status === 0 && existsSync(wanted), detail: wanted };
}
