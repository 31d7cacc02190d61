// `npm run bench`: benchmark scripts that print figures. Never part of `npm test`.
import path from 'node:path';
import { ensureInstalled, root, runOrExit } from './lib/prepare.mjs';

ensureInstalled();
runOrExit('npx', ['tsx', path.join(root, 'apps/server/bench/run.ts'), ...process.argv.slice(2)], {
  cwd: path.join(root, 'apps/server'),
});
