import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestContext } from '../../../test/test-app';
import { registryImportsRepository } from './registry-import.repository';
import { createRegistryImports } from './registry-imports.service';

let first: TestContext;
let second: TestContext;
let folder: string;
beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondInstance(first);
  folder = mkdtempSync(path.join(os.tmpdir(), 'tg-imports-'));
});
afterAll(async () => {
  await second.close();
  await first.close();
  rmSync(folder, { recursive: true, force: true });
});

const header = 'mispar_rechev|tozeret_nm|degem_nm|shnat_yitzur|misgeret|sug_tzama_nm|ramat_gimur\r\n';
const statusOf = async (db: TestContext['db'], id: string) =>
  (await registryImportsRepository.find(db, id))?.status;

async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('waited too long');
}

describe('registry imports on several instances (issue 19)', () => {
  it('leaves an import another instance is running alone when an instance starts up', async () => {
    const imports = createRegistryImports(first.db, folder, (error) => {
      throw error;
    });
    const upload = new PassThrough();
    upload.write(header);
    const caller = { userId: null as unknown as string, role: 'admin' as const };
    const started = imports.start(caller, 'vehicleTools', 'slow.csv', upload);
    // The upload is still arriving: the job is running on the first instance.
    const job = await until(async () => {
      const [row] = await first.db.query.registryImports.findMany({
        where: (t, { eq }) => eq(t.fileName, 'slow.csv'),
      });
      return row;
    });
    expect(job.status).toBe('running');

    // The second instance starts up (main.ts fails the imports stopped servers left behind).
    await registryImportsRepository.failInterrupted(second.db);
    expect(await statusOf(second.db, job.id)).toBe('running');

    upload.end('12345678|KUBOTA|M7060|2020|CHASSIS0000001|טרקטור|SUN\r\n');
    await started;
    expect(await until(async () => ((await statusOf(first.db, job.id)) === 'done' ? true : undefined))).toBe(
      true,
    );
  });

  it('fails an import that no live instance holds', async () => {
    const orphan = await registryImportsRepository.create(first.db, {
      category: 'heavyTools',
      fileName: 'left.csv',
    });
    await registryImportsRepository.failInterrupted(second.db);
    const row = await registryImportsRepository.find(first.db, orphan.id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toContain('interrupted');
  });
});
