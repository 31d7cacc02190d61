// `npm run bench`: starts the real server over a fresh database and prints latency figures.
import os from 'node:os';
import { startBenchServer } from './bench-kit';
import { benchSpecialUsers } from './special-users.bench';
import { benchUsers } from './users.bench';

const server = await startBenchServer();
console.info(
  `benchmarks on ${os.cpus().length} cores, Node ${process.version}, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`,
);
try {
  await benchSpecialUsers(server);
  await benchUsers(server);
} finally {
  await server.close();
}
