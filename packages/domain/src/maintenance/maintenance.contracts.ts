import { defineContract } from '../common/contract';
import {
  cacheClearResultSchema,
  cacheListSchema,
  clearCacheRequestSchema,
  type MaintenanceJob,
  maintenanceJobs,
  maintenanceReportSchema,
} from './maintenance.schema';

const tag = 'maintenance';
const access = 'maintenance.run';

/** POST /settings/<job>, no body: runs the job to the end and answers its report. */
function jobContract<const J extends MaintenanceJob>(job: J) {
  return defineContract({
    method: 'POST',
    path: `/api/settings/${job}`,
    access,
    tag,
    response: maintenanceReportSchema,
  });
}

/** One call per data-maintenance job (spec 3 §2.12), under the job's wire name. */
const jobContracts = Object.fromEntries(maintenanceJobs.map((job) => [job, jobContract(job)])) as {
  [J in MaintenanceJob]: ReturnType<typeof jobContract<J>>;
};

/** Data maintenance jobs, the backup and the caches (ADR 0014). */
export const maintenanceContracts = {
  ...jobContracts,
  /** "Copy database": a gzip of newline-delimited JSON (header, tables and rows, end), streamed. */
  backup: defineContract({ method: 'POST', path: '/api/settings/copyDB', access, tag }),
  /** The in-process lookup caches (spec 3 §2.13). */
  caches: defineContract({ method: 'GET', path: '/api/cache/list', access, tag, response: cacheListSchema }),
  /** One cache by name, or every cache when no name is given. */
  clearCache: defineContract({
    method: 'POST',
    path: '/api/cache/clearCache',
    access,
    tag,
    body: clearCacheRequestSchema,
    response: cacheClearResultSchema,
  }),
  /** The spec's per-area clear call for products: the categories and the machine options. */
  clearProductCache: defineContract({
    method: 'POST',
    path: '/api/product/clearProductCache',
    access,
    tag,
    response: cacheClearResultSchema,
  }),
  /**
   * The spec's three registry clear calls: heavy tools, vehicles and braid share the one cache
   * built from registry rows, so they are one call at three paths.
   */
  clearToolsCache: defineContract({
    method: 'POST',
    path: '/api/cache/clearHeavyToolsCache',
    aliases: ['/api/cache/clearVehicleToolsCache', '/api/cache/clearBraidToolsCache'],
    access,
    tag,
    response: cacheClearResultSchema,
  }),
};
