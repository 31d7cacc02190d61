import { type MaintenanceJob, maintenanceJobs, maintenanceReportSchema, rolesWith } from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/access';
import type { MaintenanceService } from './maintenance.service';

const tags = ['maintenance'];

/** POST /settings/<job> (no body) answers the job's report; POST /settings/copyDB downloads a backup. */
export function maintenanceRoutes(service: MaintenanceService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const access = rolesWith('maintenance.run');

    for (const job of maintenanceJobs) {
      app.post(
        `/settings/${job}`,
        { config: { access }, schema: { tags, response: { 200: maintenanceReportSchema } } },
        (request) => service.run(callerOf(request), job satisfies MaintenanceJob),
      );
    }

    app.post(
      '/settings/copyDB',
      {
        config: { access },
        schema: { tags, description: 'A gzip of newline-delimited JSON: header, tables and rows, end.' },
      },
      async (request, reply) => {
        const { fileName, stream } = await service.backup(callerOf(request));
        return reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  };
}
