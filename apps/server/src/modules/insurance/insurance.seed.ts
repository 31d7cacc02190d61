import { randomUUID } from 'node:crypto';
import { addDays, addYears, type PolicyProductSnapshot, recordNumber, todayIso } from '@tg/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/client';
import { makeFaker } from '../../platform/seed/fake-israel';
import { policies } from '../policies/policies.table';
import { policyProducts } from '../policy-products/policy-products.table';
import { registryItems } from '../registry/registry.table';
import { serviceCalls } from '../service-calls/service-calls.table';
import { users } from '../users/users.table';
import { emptySlots } from './file-slots';

/** Eight service letters: their order is CSV types 1 to 8 (spec 1 §5). */
export const demoPolicyProducts = [
  { name: 'שמשה קדמית — בסיסי', type: 'windows', serviceType: 'במעבדה', price: 690, deductible: 350 },
  {
    name: 'שמשה קדמית — מורחב',
    type: 'windows',
    serviceType: 'ניידת שירות בשטח',
    price: 1150,
    deductible: 250,
  },
  { name: 'כל שמשות הכלי', type: 'windows', serviceType: 'ניידת שירות בשטח', price: 1890, deductible: 300 },
  { name: 'שמשות לכלי צמ"ה', type: 'windows', serviceType: 'באתר העבודה', price: 2400, deductible: 500 },
  { name: 'פנסים ראשיים', type: 'lights', serviceType: 'במעבדה', price: 420, deductible: 150 },
  { name: 'פנסים ומראות', type: 'lights', serviceType: 'ניידת שירות בשטח', price: 780, deductible: 200 },
  { name: 'מראות צד', type: 'lights', serviceType: 'במעבדה', price: 360, deductible: 120 },
  {
    name: 'שמשות, פנסים ומראות — מלא',
    type: 'windows',
    serviceType: 'ניידת שירות בשטח',
    price: 2950,
    deductible: 400,
  },
] as const;

export function snapshotOf(row: typeof policyProducts.$inferSelect): PolicyProductSnapshot {
  return {
    _id: row.id,
    policyNumber: String(row.number),
    policyName: row.name,
    policyPrice: row.price,
    policyType: row.serviceType,
    deductible: row.deductible,
    type: row.type,
    link: row.link,
  };
}

export interface FakePolicyOptions {
  products: PolicyProductSnapshot[];
  creators: { id: string; role: 'agent' | 'worker' | 'company'; name: string }[];
  vehicles: {
    plate: string;
    chassis: string;
    manufacturer: string;
    model: string;
    year: string;
    typeName: string;
  }[];
  today: string;
  firstSerial: number;
  seed: number;
}

/** Generated subscriptions over the given products, creators and vehicles; spread over statuses and dates. */
export function fakePolicyRows(count: number, options: FakePolicyOptions): (typeof policies.$inferInsert)[] {
  const faker = makeFaker(options.seed);
  return Array.from({ length: count }, (_, index) => {
    const person = faker.person(options.firstSerial + index);
    const product = faker.pick(options.products);
    const creator = faker.pick(options.creators);
    const vehicle = faker.pick(options.vehicles);
    const roll = faker.random();
    const status = roll < 0.2 ? 'pending' : roll < 0.9 ? 'active' : 'cancelled';
    // Starts from 14 months ago to a month ahead, so some have ended and some end soon.
    const start = addDays(options.today, Math.floor(faker.random() * 450) - 420);
    const insured = {
      userType: person.userType,
      name: person.name,
      userId: person.idNumber,
      phoneNumber: person.phoneNumber,
      email: person.email || `client${options.firstSerial + index}@example.co.il`,
      address: person.address,
      city: person.city,
      country: 'ישראל',
      postalCode: person.postalCode,
      additionalInfo: '',
    };
    const machine = {
      vinNumber: vehicle.chassis,
      tractorNumber: vehicle.plate,
      machine: vehicle.manufacturer,
      model: vehicle.model,
      year: vehicle.year,
      description: vehicle.typeName,
    };
    return {
      policyNumber: recordNumber('PI', randomUUID()),
      status,
      startDate: status === 'pending' ? options.today : start,
      endDate: status === 'pending' ? addYears(options.today, 1) : addDays(addYears(start, 1), -1),
      closeReason: status === 'cancelled' ? 'הלקוח ביטל' : '',
      groupId: creator.role === 'worker' ? null : creator.id,
      createdById: creator.id,
      createdByRole: creator.role,
      createdByName: creator.name,
      productId: product._id,
      product,
      machine,
      vinNumber: machine.vinNumber,
      tractorNumber: machine.tractorNumber,
      userType: person.userType,
      insured,
      insuredName: insured.name,
      insuredIdNumber: insured.userId,
      files: emptySlots,
      approvedAt: status === 'pending' ? null : new Date(`${start}T09:00:00Z`),
      createdAt: new Date(`${status === 'pending' ? options.today : start}T08:00:00Z`),
    };
  });
}

export async function insertPolicyProducts(tx: Executor) {
  return tx
    .insert(policyProducts)
    .values(
      demoPolicyProducts.map((product) => ({
        ...product,
        link: 'https://www.gov.il/he/departments/topics/insurance',
      })),
    )
    .returning();
}

async function demoParty(tx: Executor, phone: string, role: 'agent' | 'worker' | 'customer') {
  const [row] = await tx
    .select({ id: users.id, name: users.name, groupId: users.groupId })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.role, role)));
  return row;
}

/**
 * Demo subscriptions and calls: the eight service letters; forty subscriptions sold by the demo
 * agent and the office, in every status, over registry vehicles; and a few service calls, some
 * opened by the demo customer, so every screen has something true to show.
 */
export async function seedDemoInsurance(tx: Transaction): Promise<void> {
  const products = (await insertPolicyProducts(tx)).map(snapshotOf);
  const agent = await demoParty(tx, '+972500000003', 'agent');
  const worker = await demoParty(tx, '+972500000002', 'worker');
  const customer = await demoParty(tx, '+972500000004', 'customer');
  if (!agent || !worker) return;
  const vehicles = await tx
    .select({
      plate: registryItems.plate,
      chassis: registryItems.chassis,
      manufacturer: registryItems.manufacturer,
      model: registryItems.model,
      year: registryItems.year,
      typeName: registryItems.typeName,
    })
    .from(registryItems)
    .where(eq(registryItems.category, 'braidTools'))
    .orderBy(asc(registryItems.plate))
    .limit(60);
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
  await tx.insert(policies).values(rows);
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
      vinNumber: row.vinNumber,
      tractorNumber: row.tractorNumber,
      userType: row.userType,
      insured: row.insured,
      insuredName: row.insuredName,
      insuredIdNumber: row.insuredIdNumber,
      files: emptySlots,
      createdAt: new Date(Date.now() - index * 2 * 86_400_000),
    };
  });
  await tx.insert(serviceCalls).values(calls);
}
