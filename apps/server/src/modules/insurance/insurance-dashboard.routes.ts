import { insuranceDashboardContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { PoliciesService } from '../policies/policies.service';
import type { ServiceCallsService } from '../service-calls/service-calls.service';
import { createInsuranceDashboard } from './insurance-dashboard';

/** The dashboard main figures of an agent, an agency, a customer (staff see everyone's). */
export function insuranceDashboardRoutes(
  policies: PoliciesService,
  serviceCalls: ServiceCallsService,
  now: () => Date = () => new Date(),
) {
  const dashboard = createInsuranceDashboard(policies, serviceCalls, now);
  return contractRoutes([implement(calls.agent, ({ caller }) => dashboard.figuresFor(caller))]);
}
