import type { Readable } from 'node:stream';
import { type MaintenanceJob, type MaintenanceReport, todayIso } from '@tg/domain';
import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/client';
import { backupStream, backupTableNames } from './database-backup';
import { convertDocStructure } from './doc-structure.job';
import { convertGovStructure } from './gov-structure.job';
import { JobTally } from './job-run';
import { convertProductStructure, removeNonNumberFitEntries } from './product-structure.job';
import { convertUserStructure } from './user-structure.job';

type JobWork = (db: Database, actor: Actor, tally: JobTally) => Promise<void>;

const jobs: Record<MaintenanceJob, JobWork> = {
  convertUserStructure,
  convertDocStructure,
  convertGovStructure: (db, _actor, tally) => convertGovStructure(db, tally),
  convertProductStructure,
  removeProductArraysUtil: removeNonNumberFitEntries,
};

/** The admin's data-maintenance jobs (spec 3 §2.12) and the database backup ("copy database"). */
export function createMaintenanceService(
  db: Database,
  options: { now?: () => Date; onBackupError: (error: Error) => void },
) {
  const now = options.now ?? (() => new Date());
  return {
    /** Runs a job to the end and answers its report; the run itself is logged with its counts. */
    async run(actor: Actor, job: MaintenanceJob): Promise<MaintenanceReport> {
      const startedAt = performance.now();
      const tally = new JobTally();
      await jobs[job](db, actor, tally);
      const report = tally.reportOf(job, startedAt);
      await recordActivity(db, actor, {
        action: 'maintenance',
        entity: 'maintenance',
        entityId: job,
        newValues: {
          examined: report.examined,
          changed: report.changed,
          skipped: report.skipped,
          durationMs: report.durationMs,
        },
      });
      return report;
    },

    /** A gzip of every table as newline-delimited JSON; who took a copy of the data is logged. */
    async backup(actor: Actor): Promise<{ fileName: string; stream: Readable }> {
      const createdAt = now();
      await recordActivity(db, actor, {
        action: 'export',
        entity: 'maintenance',
        entityId: 'copyDB',
        newValues: { tables: backupTableNames() },
      });
      return {
        fileName: `backup-${todayIso(createdAt)}.ndjson.gz`,
        stream: backupStream(db, createdAt, options.onBackupError),
      };
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
