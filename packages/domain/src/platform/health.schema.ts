import { z } from 'zod';

/** The health check's answer: 200 with `ok`, or 503 with `degraded` when the database is down. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
  uptimeSeconds: z.number(),
});
