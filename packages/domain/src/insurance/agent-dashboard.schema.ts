import { z } from 'zod';

/** The agent's own figures on the dashboard main screen (instead of the spec's sample cards). */
export const agentDashboardSchema = z.object({
  policies: z.object({
    pending: z.number().int(),
    active: z.number().int(),
    cancelled: z.number().int(),
    ended: z.number().int(),
    /** Active subscriptions ending within 30 days. */
    endingSoon: z.number().int(),
  }),
  serviceCalls: z.object({
    pending: z.number().int(),
    active: z.number().int(),
    thisMonth: z.number().int(),
  }),
  /** Subscriptions created per month, the last six months, oldest first (YYYY-MM). */
  policiesByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** The next subscriptions to end, soonest first. */
  endingSoon: z.array(
    z.object({ _id: z.string(), policyNumber: z.string(), name: z.string(), expiredAt: z.string() }),
  ),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;
