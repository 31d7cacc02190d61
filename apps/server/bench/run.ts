// `npm run bench`: starts the real server over a fresh database and prints latency figures.
import os from 'node:os';
import { startBenchServer } from './bench-kit';
import { benchCatalog } from './catalog.bench';
import { benchDocuments } from './documents.bench';
import { benchHome } from './home.bench';
import { benchInstallerRoutes } from './installer-routes.bench';
import { benchInsurance } from './insurance.bench';
import { benchPdf } from './pdf.bench';
import { benchRegistry } from './registry.bench';
import { benchRoutes } from './routes.bench';
import { benchSpecialUsers } from './special-users.bench';
import { benchStorefront } from './storefront.bench';
import { benchUsers } from './users.bench';

const server = await startBenchServer();
console.info(
  `benchmarks on ${os.cpus().length} cores, Node ${process.version}, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`,
);
// `npm run bench -- registry` runs one benchmark; no argument runs them all.
const only = process.argv[2];
const benches = {
  specialUsers: benchSpecialUsers,
  users: benchUsers,
  registry: benchRegistry,
  insurance: benchInsurance,
  pdf: benchPdf,
  catalog: benchCatalog,
  documents: benchDocuments,
  storefront: benchStorefront,
  home: benchHome,
  routes: async (server: Parameters<typeof benchInstallerRoutes>[0]) => {
    await benchRoutes();
    await benchInstallerRoutes(server);
  },
};
try {
  for (const [name, bench] of Object.entries(benches)) {
    if (!only || only === name) await bench(server);
  }
} finally {
  await server.close();
}
