// `npm test`: install what is missing (Debian's chromium too, when apt can), typecheck, lint, then
// unit, integration and end-to-end tests. Ends with one line counting passed and failed tests.
//   --server-only   only the server integration suite (used by .ci/run against DATABASE_URL)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureChromium, ensureInstalled, root, run } from './lib/prepare.mjs';

const serverOnly = process.argv.includes('--server-only');
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const stages = [];
const started = Date.now();

function stage(name, work) {
  const begin = Date.now();
  console.info(`\n━━ ${name}`);
  const outcome = work();
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  stages.push({ name, ok: outcome.ok, seconds, detail: outcome.detail ?? '' });
  if (!outcome.ok && !outcome.counted) totals.failed += 1;
}

function vitest(workspace, name) {
  const file = path.join(resultsDir, `${name}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    {
      cwd: path.join(root, workspace),
    },
  );
  if (!existsSync(file)) return { ok: false, detail: 'no results' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  const counted = report.numFailedTests > 0;
  return {
    ok: status === 0 && report.numFailedTests === 0 && report.numTotalTests > 0,
    counted,
    detail: `${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  };
}

function playwright() {
  const file = path.join(resultsDir, 'e2e.json');
  const status = run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  if (!existsSync(file)) return { ok: false, detail: 'no results' };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + stats.flaky;
  totals.passed += stats.expected;
  totals.failed += failed;
  return {
    ok: status === 0 && failed === 0 && stats.expected > 0,
    counted: failed > 0,
    detail: `${stats.expected} passed, ${failed} failed${stats.skipped ? `, ${stats.skipped} skipped` : ''}`,
  };
}

ensureInstalled();
// The server's PDF tests print with Chromium too, so every run needs it.
stage('Chromium (PDFs and end-to-end tests)', () => ensureChromium('test'));
if (serverOnly) {
  stage('server integration tests', () => vitest('apps/server', 'server'));
} else {
  stage('typecheck', () => ({ ok: run('npx', ['tsc', '-b']) === 0 }));
  stage('lint and format', () => ({ ok: run('npx', ['biome', 'ci', '.']) === 0 }));
  stage('domain unit tests', () => vitest('packages/domain', 'domain'));
  stage('web unit tests', () => vitest('apps/web', 'web'));
  stage('server integration tests', () => vitest('apps/server', 'server'));
  stage('build', () => {
    ensureBuilt();
    return { ok: true };
  });
  stage('end-to-end tests (Chromium)', playwright);
}

console.info('\n━━ summary');
for (const { name, ok, seconds, detail } of stages) {
  console.info(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(32)} ${seconds.padStart(6)} s  ${detail}`);
}
console.info(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
writeFileSync(path.join(resultsDir, 'summary.json'), JSON.stringify(totals));
const allOk = stages.every((entry) => entry.ok);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(allOk && totals.failed === 0 ? 0 : 1);
