import { unattachedUploadLifetimeMs } from '@tg/domain';
import type { FilesService } from './files.service';

/** How often the server looks for uploads no record adopted; the first look is a minute after start. */
export const unattachedCleanupIntervalMs = 60 * 60 * 1000;
const firstRunDelayMs = 60 * 1000;

interface CleanupLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * One cleanup pass: removes uploads older than a day that no record adopted (file and row) and
 * writes what it removed to the log. Answers how many were removed (0 when another server process
 * had the turn).
 */
export async function runUnattachedCleanup(files: FilesService, now: Date, log: CleanupLog): Promise<number> {
  const { ran, removed } = await files.removeUnattachedBefore(
    new Date(now.getTime() - unattachedUploadLifetimeMs),
  );
  if (ran && removed.length > 0) {
    log.info(
      {
        removed: removed.length,
        bytes: removed.reduce((sum, row) => sum + row.size, 0),
        files: removed.map((row) => ({
          id: row.id,
          name: row.name,
          size: row.size,
          uploadedBy: row.uploadedBy,
        })),
      },
      'removed uploads no record adopted within a day',
    );
  }
  return removed.length;
}

/**
 * Runs the cleanup periodically in this process. Every server process schedules it; the database
 * lock inside lets one of them work at a time. `stop` ends the schedule and waits for a pass in
 * progress, so the pool can close after it.
 */
export function scheduleUnattachedCleanup(
  files: FilesService,
  options: { log: CleanupLog; now?: () => Date; intervalMs?: number; firstRunDelayMs?: number },
): { stop(): Promise<void>; runNow(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= runUnattachedCleanup(files, now(), options.log)
      .then(() => {})
      .catch((error: unknown) => options.log.error({ err: error }, 'removing unadopted uploads failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(runNow, options.firstRunDelayMs ?? firstRunDelayMs);
  const every = setInterval(runNow, options.intervalMs ?? unattachedCleanupIntervalMs);
  first.unref();
  every.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
