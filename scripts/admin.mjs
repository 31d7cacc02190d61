// `npm run admin -- --phone 05XXXXXXXX --name "First Last"`: create or promote a manager.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
process.exit(run(process.execPath, [path.join(root, 'apps/server/dist/admin.js'), ...process.argv.slice(2)]));
