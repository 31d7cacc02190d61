import { agentDashboardSchema, rolesWith } from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/access';
import type { PoliciesService } from '../policies/policies.service';
import type { ServiceCallsService } from '../service-calls/service-calls.service';

/** The dashboard main figures: the caller's own subscriptions and calls, never samples. */
export function insuranceDashboardRoutes(
  policies: PoliciesService,
  serviceCalls: ServiceCallsService,
  now: () => Date = () => new Date(),
) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/insurance/subscriptions/agentDashboard',
      {
        config: { access: rolesWith('policies.read') },
        schema: { tags: ['subscriptions'], response: { 200: agentDashboardSchema } },
      },
      async (request) => {
        const caller = callerOf(request);
        const today = now();
        const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
        const [figures, calls] = await Promise.all([
          policies.dashboard(caller),
          serviceCalls.dashboardCounts(caller, monthStart),
        ]);
        return { ...figures, serviceCalls: calls };
      },
    );
  };
}
