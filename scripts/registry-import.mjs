// `npm run registry:import -- --category <braidTools|heavyTools|vehicleTools> <file.csv>`
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const here = process.env.INIT_CWD ?? process.cwd();
const args = process.argv
  .slice(2)
  .map((arg, index, all) =>
    arg.startsWith('--') || all[index - 1] === '--category' ? arg : path.resolve(here, arg),
  );
process.exit(run(process.execPath, [path.join(root, 'apps/server/dist/registry-import.js'), ...args]));
