import { maintenanceContracts as calls, maintenanceJobs } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { MaintenanceService } from './maintenance.service';

/** One call per data-maintenance job, answering its report; the backup answers a gzip file. */
export function maintenanceRoutes(service: MaintenanceService) {
  return contractRoutes([
    ...maintenanceJobs.map((job) => implement(calls[job], ({ caller }) => service.run(caller, job))),
    implement(calls.backup, async ({ caller }) => {
      const { fileName, stream } = await service.backup(caller);
      return {
        content: stream,
        contentType: 'application/gzip',
        fileName,
        disposition: 'attachment' as const,
      };
    }),
  ]);
}
