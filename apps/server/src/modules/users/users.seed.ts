import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/client';
import { makeFaker } from '../../platform/seed/fake-israel';
import { type UserRow, userMachines, users } from './users.table';

type NewUser = typeof users.$inferInsert;

/** Rows for `count` customers (or other people) with machines, numbered from `firstSerial`. */
export function fakePeople(
  count: number,
  firstSerial: number,
  seed: number,
  role: NewUser['role'] = 'customer',
) {
  const faker = makeFaker(seed);
  return Array.from({ length: count }, (_, index) => {
    const person = faker.person(firstSerial + index);
    const machineCount = role === 'customer' ? 1 + Math.floor(faker.random() * 3) : 0;
    return {
      user: {
        role,
        userType: person.userType,
        name: person.name,
        phoneNumber: person.phoneNumber,
        idNumber: person.idNumber,
        email: person.email || null,
        details: {
          address: person.address,
          city: person.city,
          country: 'ישראל',
          postalCode: person.postalCode,
        },
      } satisfies NewUser,
      machines: Array.from({ length: machineCount }, () => faker.machine()),
    };
  });
}

/** Inserts people and their machines in batches; answers the inserted rows in order. */
export async function insertPeople(
  tx: Transaction,
  people: ReturnType<typeof fakePeople>,
  groupIds: (string | null)[] = [],
) {
  const inserted: UserRow[] = [];
  for (let start = 0; start < people.length; start += 1000) {
    const batch = people.slice(start, start + 1000);
    const rows = await tx
      .insert(users)
      .values(
        batch.map((person, index) => ({
          ...person.user,
          groupId: groupIds[(start + index) % (groupIds.length || 1)] ?? null,
        })),
      )
      .returning();
    const machines = rows.flatMap((row, index) =>
      (batch[index]?.machines ?? []).map((machine, position) => ({ userId: row.id, position, ...machine })),
    );
    if (machines.length > 0) await tx.insert(userMachines).values(machines);
    inserted.push(...rows);
  }
  return inserted;
}

/**
 * Demo people (issue 3): five agents with their customers, one agency with two of them, 240
 * customers, and workers, installers, storekeepers and suppliers.
 */
export async function seedDemoPeople(tx: Transaction): Promise<void> {
  const demo = (phone: string, role: NewUser['role']) =>
    tx
      .select()
      .from(users)
      .where(and(eq(users.phoneNumber, phone), eq(users.role, role)))
      .then(([row]) => row);
  const company = await demo('+972500000007', 'company');
  const demoAgents = [await demo('+972500000003', 'agent'), await demo('+972500000009', 'agent')].filter(
    (row): row is UserRow => Boolean(row),
  );
  const moreAgents = await insertPeople(tx, fakePeople(3, 900_001, 7, 'agent'));
  const agents = [...demoAgents, ...moreAgents];
  // The agency employs the first demo agent and one more.
  if (company) {
    await tx
      .update(users)
      .set({ groupId: company.id })
      .where(
        inArray(
          users.id,
          [agents[0]?.id, agents[2]?.id].filter((id): id is string => Boolean(id)),
        ),
      );
  }
  // Most customers belong to an agent; every sixth is the office's own (no group).
  const groups = [...agents.map((agent) => agent.id), null];
  await insertPeople(tx, fakePeople(240, 1, 42), groups);
  await insertPeople(tx, fakePeople(3, 910_001, 11, 'worker'));
  await insertPeople(tx, fakePeople(3, 920_001, 12, 'installer'));
  await insertPeople(tx, fakePeople(2, 930_001, 13, 'storekeeper'));
  await insertPeople(tx, fakePeople(3, 940_001, 14, 'supplier'));
}

/**
 * A demo account's id, name and group by its phone (and role, when given): the other modules'
 * demo data is made by these people.
 */
export async function findDemoPerson(tx: Executor, phone: string, role?: NewUser['role']) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, groupId: users.groupId })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), role ? eq(users.role, role) : undefined));
  return row;
}

/** Chassis and vehicle numbers of the first machines (by id), which the demo registry lists too. */
export function demoMachineNumbers(tx: Executor, limit: number) {
  return tx
    .select({ chassis: userMachines.chassis, plate: userMachines.plate })
    .from(userMachines)
    .orderBy(sql`${userMachines.id}`)
    .limit(limit);
}
