import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportJob, RegistryCategory } from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { malformedMultipart } from '../../platform/http/multipart';
import { type ImportCounts, ImportFileError, importRegistryStream } from './import/importer';
import type { RegistryImportRow } from './registry.table';
import { registryImportsRepository, upsertGovernmentRows } from './registry-import.repository';

function toJob(row: RegistryImportRow): ImportJob {
  return {
    _id: row.id,
    category: row.category,
    fileName: row.fileName,
    status: row.status,
    encoding: row.encoding,
    processedLines: row.processedLines,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    rejectedLines: row.rejectedLines,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Imports of government files. The upload is streamed to a file under DATA_DIR/imports first, so
 * the request ends as soon as the bytes are in; the import then runs in the background and
 * records its progress in `registry_imports`, which any server process can answer from.
 */
export function createRegistryImports(db: Database, dataDir: string, log: (error: unknown) => void) {
  async function run(
    job: RegistryImportRow,
    source: () => Readable,
    caller: AccessClaims | null,
  ): Promise<ImportJob> {
    const save = (counts: ImportCounts) =>
      registryImportsRepository.update(db, job.id, {
        encoding: counts.encoding,
        processedLines: counts.processedLines,
        added: counts.added,
        updated: counts.updated,
        unchanged: counts.unchanged,
        rejected: counts.rejected,
        rejectedLines: counts.rejectedLines,
      });
    try {
      const counts = await importRegistryStream({
        category: job.category,
        stream: source(),
        upsert: (rows) => upsertGovernmentRows(db, job.category, rows),
        onProgress: save,
      });
      await save(counts);
      await registryImportsRepository.update(db, job.id, { status: 'done', finishedAt: new Date() });
      await recordActivity(db, caller ?? { userId: null, role: 'system' }, {
        action: 'import',
        entity: 'registryImport',
        entityId: job.id,
        newValues: {
          category: job.category,
          fileName: job.fileName,
          added: counts.added,
          updated: counts.updated,
          rejected: counts.rejected,
        },
      });
    } catch (error) {
      if (!(error instanceof ImportFileError)) log(error);
      const message =
        error instanceof ImportFileError ? error.message : 'the import stopped on an unexpected error';
      await registryImportsRepository.update(db, job.id, {
        status: 'failed',
        error: message,
        finishedAt: new Date(),
      });
    }
    return toJob((await registryImportsRepository.find(db, job.id)) as RegistryImportRow);
  }

  return {
    /** Stores the upload, starts the import and answers at once with the running job. */
    async start(
      caller: AccessClaims,
      category: RegistryCategory,
      fileName: string,
      upload: Readable,
    ): Promise<ImportJob> {
      // Held from before the job exists until its run ends, so no other instance starting up in
      // between can take the job for one a stopped server left behind.
      const id = randomUUID();
      const running = await registryImportsRepository.holdRunning(db, id);
      let job: RegistryImportRow;
      try {
        job = await registryImportsRepository.create(db, {
          id,
          category,
          fileName: fileName.slice(0, 200),
          startedBy: caller.userId,
        });
      } catch (error) {
        await running.release();
        throw error;
      }
      const folder = path.join(dataDir, 'imports');
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${job.id}.csv`);
      // Busboy reports a body cut off mid-file on the upload stream; a disk fault comes from the writer.
      let uploadError: unknown;
      upload.once('error', (error) => {
        uploadError = error;
      });
      try {
        await pipeline(upload, createWriteStream(file));
      } catch (error) {
        await rm(file, { force: true });
        await registryImportsRepository.update(db, job.id, {
          status: 'failed',
          error: 'the upload did not arrive whole',
          finishedAt: new Date(),
        });
        await running.release();
        throw uploadError ? malformedMultipart() : error;
      }
      // Past its own error handling a run can still fail (the pool closed by a stop); on the next
      // start the job is marked interrupted, so the failure is only logged.
      void run(job, () => createReadStream(file), caller)
        .catch(log)
        .finally(() => Promise.all([rm(file, { force: true }), running.release()]));
      return toJob(job);
    },

    /** For the command line: imports a file already on disk and waits for the end. */
    async importFile(
      category: RegistryCategory,
      file: string,
      onProgress?: (job: ImportJob) => void,
    ): Promise<ImportJob> {
      const id = randomUUID();
      const running = await registryImportsRepository.holdRunning(db, id);
      const job = await registryImportsRepository
        .create(db, { id, category, fileName: path.basename(file) })
        .catch(async (error: unknown) => {
          await running.release();
          throw error;
        });
      const timer = onProgress
        ? setInterval(async () => {
            const current = await registryImportsRepository.find(db, job.id);
            if (current) onProgress(toJob(current));
          }, 1000)
        : undefined;
      try {
        return await run(job, () => createReadStream(file), null);
      } finally {
        clearInterval(timer);
        await running.release();
      }
    },

    async job(id: string): Promise<ImportJob> {
      const row = await registryImportsRepository.find(db, id);
      if (!row) throw notFound('Import not found');
      return toJob(row);
    },

    failInterrupted: () => registryImportsRepository.failInterrupted(db),
  };
}
export type RegistryImports = ReturnType<typeof createRegistryImports>;
