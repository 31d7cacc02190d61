// `npm start`: install what is missing, build what changed, then run the server (storefront,
// back-office and API on one port, with the embedded database unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureChromium, ensureInstalled, root } from './lib/prepare.mjs';

const startedAt = Date.now();
ensureInstalled();
ensureBuilt();
// Policy PDFs print with Chromium; without it the product still runs and PDF links answer 503.
const chromium = ensureChromium('start');
if (!chromium.ok) console.warn(`[start] policy PDFs are off: ${chromium.detail}`);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env, TG_LAUNCHED_AT: String(startedAt) },
  },
);
// Ctrl-C reaches the server directly (same process group); a SIGTERM sent to us is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
// npm does not pass a SIGTERM on to its script: when it goes away, we are re-parented, so stop too.
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) server.kill('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
