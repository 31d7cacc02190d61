import type { AgentDashboard } from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { PoliciesService } from '../policies/policies.service';
import type { ServiceCallsService } from '../service-calls/service-calls.service';

/** The dashboard main figures: the caller's own subscriptions and calls, never samples. */
export function createInsuranceDashboard(
  policies: PoliciesService,
  serviceCalls: ServiceCallsService,
  now: () => Date = () => new Date(),
) {
  return {
    async figuresFor(caller: AccessClaims): Promise<AgentDashboard> {
      const today = now();
      // "This month" of the calls' figure starts on the first of the month, UTC, as the chart's months do.
      const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      const [figures, calls] = await Promise.all([
        policies.dashboard(caller),
        serviceCalls.dashboardCounts(caller, monthStart),
      ]);
      return { ...figures, serviceCalls: calls };
    },
  };
}
