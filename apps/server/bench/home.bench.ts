import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@tg/domain';
import { LocalFileStorage } from '../src/platform/files/file-storage';
import {
  seedDemoData,
  seedDemoDocumentsOnce,
  seedDemoInsuranceOnce,
  seedDemoLeadsOnce,
  seedDemoProductsOnce,
  seedDemoWarehousesOnce,
} from '../src/platform/seed/seed';
import { type BenchServer, measure } from './bench-kit';

/**
 * GET /api/home/summary (issue 18) as the office, the storekeeper and the installer: all of a
 * role's counts at once, one request each, and eight people asking together.
 */
export async function benchHomeSummary(server: BenchServer, over: string): Promise<void> {
  console.info(`\nhome summary ${over} (GET /api/home/summary)`);
  const roles: Role[] = ['worker', 'storekeeper', 'installer'];
  for (const concurrency of [1, 8]) {
    for (const role of roles) {
      const token = await server.tokenFor(role);
      await measure(`home summary, ${role}`, 200, concurrency, () =>
        fetch(`${server.baseUrl}/api/home/summary`, { headers: { authorization: `Bearer ${token}` } }),
      );
    }
  }
}

/** The home's counts over the demo data the product starts with (`npm run bench -- home`). */
export async function benchHome(server: BenchServer): Promise<void> {
  const { db } = server.database;
  const files = mkdtempSync(path.join(os.tmpdir(), 'tg-bench-home-'));
  try {
    const storage = new LocalFileStorage(files);
    await seedDemoData(db);
    await seedDemoInsuranceOnce(db);
    await seedDemoWarehousesOnce(db);
    await seedDemoProductsOnce(db, storage);
    await seedDemoDocumentsOnce(db, storage);
    await seedDemoLeadsOnce(db);
    await benchHomeSummary(server, 'over the demo data');
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
}
