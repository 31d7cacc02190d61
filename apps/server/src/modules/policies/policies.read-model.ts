import { and, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { policies } from './policies.table';

/**
 * The subscriptions module's public read model: read-only questions about subscriptions that
 * other modules ask (a service call under a subscription, ADR 0033), so they never import its
 * tables or repository. Each is one query.
 */

export interface SubscriptionQuestion {
  /** The customer record the subscription is for (`customerUserId`, as the customer's scope reads). */
  customerUserId: string;
  /** The machine's numbers, normalized as stored (`normalizeMachineNumber`); either may be ''. */
  chassis: string;
  plate: string;
  productId: string;
  /** The day asked about (YYYY-MM-DD, Israel time, `todayIso`). */
  on: string;
}

/**
 * The same machine: the same chassis when both the subscription and the question have one (a
 * chassis is the machine; a plate may move), else the same plate when both have one. No number in
 * common is not the same machine.
 */
function sameMachine(chassis: string, plate: string): SQL | undefined {
  const byChassis = chassis ? eq(policies.chassis, chassis) : undefined;
  const byPlate = plate
    ? and(eq(policies.plate, plate), chassis ? eq(policies.chassis, '') : undefined)
    : undefined;
  return or(byChassis, byPlate);
}

/**
 * Whether the customer holds a subscription with this product for this machine that covers the
 * day: approved (stored `active`; not pending, not cancelled) and `startDate ≤ on ≤ endDate`, so an
 * active subscription past its end (shown as `ended`) does not count, nor one that starts later.
 *
 * The rule "which subscription counts as cover on a day" lives here, once, and not in the domain:
 * only the server asks it (service-calls create, ADR 0033). The wizard offers every product and
 * shows the server's answer at the product, so the web never needs the predicate itself.
 */
export async function holdsSubscription(db: Executor, question: SubscriptionQuestion): Promise<boolean> {
  const machine = sameMachine(question.chassis, question.plate);
  if (!machine) return false;
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.customerUserId, question.customerUserId),
        eq(policies.productId, question.productId),
        eq(policies.status, 'active'),
        lte(policies.startDate, question.on),
        gte(policies.endDate, question.on),
        machine,
      ),
    )
    .limit(1);
  return Boolean(row);
}
