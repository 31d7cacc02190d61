import type { Executor } from '../../platform/db/client';
import { serviceCalls } from './service-calls.table';

/** Inserts demo service calls (the insurance demo data opens a few over its subscriptions). */
export async function insertDemoServiceCalls(
  tx: Executor,
  calls: (typeof serviceCalls.$inferInsert)[],
): Promise<void> {
  await tx.insert(serviceCalls).values(calls);
}
