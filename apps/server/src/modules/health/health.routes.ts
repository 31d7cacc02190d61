import { healthContracts as calls } from '@tg/domain';
import type { Database } from '../../platform/db/client';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { createHealthService } from './health.service';

export function healthRoutes(db: Database) {
  const service = createHealthService(db);
  return contractRoutes([
    implement(calls.check, async ({ reply }) => {
      const health = await service.check();
      // A load balancer reads the status, not the body: degraded is 503 with the same answer.
      if (health.status !== 'ok') reply.status(503);
      return health;
    }),
  ]);
}
