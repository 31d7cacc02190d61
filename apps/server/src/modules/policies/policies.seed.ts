import { randomUUID } from 'node:crypto';
import { addDays, addYears, type PolicyProductSnapshot, recordNumber } from '@tg/domain';
import type { Executor } from '../../platform/db/client';
import { makeFaker } from '../../platform/seed/fake-israel';
import { emptySlots } from '../insurance/file-slots';
import { policies } from './policies.table';

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
      chassis: machine.vinNumber,
      plate: machine.tractorNumber,
      userType: person.userType,
      insured,
      insuredName: insured.name,
      insuredIdNumber: insured.userId,
      files: emptySlots,
      approvedAt: status === 'pending' ? null : new Date(`${start}T09:00:00Z`),
      recordedAt: new Date(`${status === 'pending' ? options.today : start}T08:00:00Z`),
    };
  });
}

/** Inserts demo (or benchmark) subscriptions made by fakePolicyRows. */
export async function insertDemoPolicies(
  tx: Executor,
  rows: (typeof policies.$inferInsert)[],
): Promise<void> {
  await tx.insert(policies).values(rows);
}
