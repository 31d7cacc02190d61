import { randomUUID } from 'node:crypto';
import { recordNumber, todayIso } from '@tg/domain';
import type { Transaction } from '../../platform/db/client';
import { fakePolicyRows, insertDemoPolicies } from '../policies/policies.seed';
import { insertPolicyProducts, snapshotOf } from '../policy-products/policy-products.seed';
import { demoRegistryVehicles } from '../registry/registry.seed';
import { insertDemoServiceCalls } from '../service-calls/service-calls.seed';
import { findDemoPerson } from '../users/users.seed';
import { emptySlots } from './file-slots';

/**
 * Demo subscriptions and calls: the eight service letters; forty subscriptions sold by the demo
 * agent and the office, in every status, over registry vehicles; and a few service calls, some
 * opened by the demo customer, so every screen has something true to show.
 */
export async function seedDemoInsurance(tx: Transaction): Promise<void> {
  const products = (await insertPolicyProducts(tx)).map(snapshotOf);
  const agent = await findDemoPerson(tx, '+972500000003', 'agent');
  const worker = await findDemoPerson(tx, '+972500000002', 'worker');
  const customer = await findDemoPerson(tx, '+972500000004', 'customer');
  if (!agent || !worker) return;
  const vehicles = await demoRegistryVehicles(tx, 60);
  if (vehicles.length === 0) return;
  const today = todayIso();
  const rows = fakePolicyRows(40, {
    products,
    creators: [
      { id: agent.id, role: 'agent', name: agent.name },
      { id: worker.id, role: 'worker', name: worker.name },
    ],
    vehicles,
    today,
    firstSerial: 900_001,
    seed: 51,
  });
  await insertDemoPolicies(tx, rows);
  const calls = rows.slice(0, 8).map((row, index) => {
    const byCustomer = customer && index < 3;
    return {
      serviceCallNumber: recordNumber('SC', randomUUID()),
      status: index % 3 === 0 ? ('active' as const) : ('pending' as const),
      groupId: byCustomer ? (customer.groupId ?? agent.id) : row.groupId,
      customerUserId: byCustomer ? customer.id : null,
      createdById: byCustomer ? customer.id : row.createdById,
      createdByRole: byCustomer ? ('customer' as const) : row.createdByRole,
      createdByName: byCustomer ? customer.name || 'Unknown' : row.createdByName,
      productId: row.productId,
      product: row.product,
      machine: row.machine,
      chassis: row.chassis,
      plate: row.plate,
      userType: row.userType,
      insured: row.insured,
      insuredName: row.insuredName,
      insuredIdNumber: row.insuredIdNumber,
      files: emptySlots,
      createdAt: new Date(Date.now() - index * 2 * 86_400_000),
    };
  });
  await insertDemoServiceCalls(tx, calls);
}
