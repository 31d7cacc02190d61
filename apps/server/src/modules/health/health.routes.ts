import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
  uptimeSeconds: z.number(),
});

export function healthRoutes(db: Database) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
      },
      async (_request, reply) => {
        const started = performance.now();
        let state: 'up' | 'down' = 'up';
        try {
          await db.execute(sql`select 1`);
        } catch {
          state = 'down';
        }
        const latencyMs = state === 'up' ? Math.round((performance.now() - started) * 10) / 10 : null;
        return reply.status(state === 'up' ? 200 : 503).send({
          status: state === 'up' ? 'ok' : 'degraded',
          database: { state, latencyMs },
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
}
