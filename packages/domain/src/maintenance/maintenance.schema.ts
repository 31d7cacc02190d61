import { z } from 'zod';

/** One in-process lookup cache as the cache settings page shows it (spec 3 §2.13). */
export const cacheStatsSchema = z.object({
  name: z.string(),
  entries: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  ttlSeconds: z.number().int(),
});
export type CacheStats = z.infer<typeof cacheStatsSchema>;

export const cacheListSchema = z.object({ caches: z.array(cacheStatsSchema) });
export type CacheList = z.infer<typeof cacheListSchema>;

/** POST /cache/clearCache: one cache by name, or every cache when no name is given. */
export const clearCacheRequestSchema = z
  .object({ name: z.string().trim().min(1).max(100).optional() })
  .default({});
export type ClearCacheRequest = z.input<typeof clearCacheRequestSchema>;

/** How many entries were dropped, and from which caches. */
export const cacheClearResultSchema = z.object({
  cleared: z.number().int(),
  caches: z.array(z.string()),
});
export type CacheClearResult = z.infer<typeof cacheClearResultSchema>;

/** The data-maintenance jobs of spec 3 §2.12, by their wire names (POST /settings/<job>). */
export const maintenanceJobs = [
  'convertUserStructure',
  'convertGovStructure',
  'convertProductStructure',
  'removeProductArraysUtil',
  'convertDocStructure',
] as const;
export type MaintenanceJob = (typeof maintenanceJobs)[number];

/** Up to this many before → after examples come back with a report. */
export const maintenanceSampleLimit = 10;

export const maintenanceSampleSchema = z.object({
  /** What the row is to a person: a name, a catalogue number, a category and plate. */
  record: z.string(),
  before: z.string(),
  after: z.string(),
});
export type MaintenanceSample = z.infer<typeof maintenanceSampleSchema>;

/** What a job looked at, what it changed and what it had to leave (a value it could not fix). */
export const maintenanceReportSchema = z.object({
  job: z.enum(maintenanceJobs),
  examined: z.number().int(),
  changed: z.number().int(),
  skipped: z.number().int(),
  samples: z.array(maintenanceSampleSchema).max(maintenanceSampleLimit),
  durationMs: z.number().int(),
});
export type MaintenanceReport = z.infer<typeof maintenanceReportSchema>;

/** The backup file's first line (newline-delimited JSON, gzip): what a reader needs to check it. */
export const backupFormat = 'tg-backup';
export const backupFormatVersion = 1;
