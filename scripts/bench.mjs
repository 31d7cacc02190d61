// `npm run bench`: benchmark scripts that print figures. Never part of `npm test`.
// `npm run bench -- NAME` runs one: storefront (bundle sizes) or a server benchmark of apps/server/bench.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, runOrExit } from './lib/prepare.mjs';

ensureInstalled();
const only = process.argv[2];
if (!only || only === 'storefront') {
  ensureBuilt();
  runOrExit('node', [path.join(root, 'scripts/storefront-size.mjs')]);
}
// `storefront` also loads public pages in Chromium (apps/server/bench/storefront.bench.ts).
runOrExit('npx', ['tsx', path.join(root, 'apps/server/bench/run.ts'), ...process.argv.slice(2)], {
  cwd: path.join(root, 'apps/server'),
});
