import { sql } from 'drizzle-orm';
import { fakePeople, insertPeople } from '../src/modules/users/users.seed';
import { type BenchServer, measure } from './bench-kit';

/** GET /api/users/getData over 100,000 customers, searched by phone and by chassis number (issue 3). */
export async function benchUsers(server: BenchServer): Promise<void> {
  const count = 100_000;
  const people = fakePeople(count, 1, 2026);
  const started = performance.now();
  await server.database.db.transaction((tx) => insertPeople(tx, people));
  // A steady-state table has been vacuumed (autovacuum would do it within minutes of a bulk load).
  await server.database.db.execute(sql`vacuum analyze users`);
  await server.database.db.execute(sql`vacuum analyze user_machines`);
  const machines = people.reduce((total, person) => total + person.machines.length, 0);
  console.info(
    `\nusers: ${count.toLocaleString('en')} customers with ${machines.toLocaleString('en')} machines (inserted in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const headers = { authorization: `Bearer ${await server.tokenFor('worker')}` };
  const get = (query: Record<string, string>) =>
    fetch(
      `${server.baseUrl}/api/users/getData?${new URLSearchParams({ role: 'customer', page: '1', limit: '10', ...query })}`,
      { headers },
    );
  const sample = (index: number) => people[(index * 7919) % count];
  const localPhone = (index: number) => `0${sample(index)?.user.phoneNumber.slice(4)}`;
  const vinOf = (index: number) => {
    const person = people.filter((candidate) => candidate.machines.length > 0)[(index * 104_729) % 50_000];
    return person?.machines[0]?.chassis ?? 'JDX';
  };
  const vins = Array.from({ length: 500 }, (_, index) => vinOf(index));

  for (const concurrency of [1, 8]) {
    await measure('GET /api/users/getData phone (full, local form)', 2000, concurrency, (index) =>
      get({ phoneNumber: localPhone(index) }),
    );
    await measure('GET /api/users/getData phone (first 6 digits)', 2000, concurrency, (index) =>
      get({ phoneNumber: localPhone(index).slice(0, 6) }),
    );
    await measure('GET /api/users/getData chassis (full)', 2000, concurrency, (index) =>
      get({ vinNumber: vins[index % vins.length] ?? '' }),
    );
    await measure('GET /api/users/getData chassis (first 8 characters)', 2000, concurrency, (index) =>
      get({ vinNumber: (vins[index % vins.length] ?? '').slice(0, 8) }),
    );
    await measure('GET /api/users/getData first page, no search', 2000, concurrency, () => get({}));
  }
}
