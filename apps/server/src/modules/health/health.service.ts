import type { ContractResult, healthContracts } from '@tg/domain';
import type { Database } from '../../platform/db/client';
import { pingDatabase } from '../../platform/db/ping';

type Health = ContractResult<typeof healthContracts.check>;

/** Whether the database answers, and how fast: what a load balancer needs to route to us. */
export function createHealthService(db: Database) {
  return {
    async check(): Promise<Health> {
      const started = performance.now();
      let state: 'up' | 'down' = 'up';
      try {
        await pingDatabase(db);
      } catch {
        state = 'down';
      }
      const latencyMs = state === 'up' ? Math.round((performance.now() - started) * 10) / 10 : null;
      return {
        status: state === 'up' ? 'ok' : 'degraded',
        database: { state, latencyMs },
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}
