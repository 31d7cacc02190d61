import { sql } from 'drizzle-orm';
import { type BenchServer, measure } from './bench-kit';

/** GET /api/special-otp-numbers/getData over 10,000 special numbers (issue 2). */
export async function benchSpecialUsers(server: BenchServer): Promise<void> {
  const rows = 10_000;
  await server.database.db.execute(sql`
    insert into special_otp_numbers (name, phone, code, created_at)
    select 'מספר מיוחד ' || n || ' ' || (array['דנה','יוסי','Olga','أحمد','Avi'])[1 + n % 5],
           '+97259' || lpad(n::text, 7, '0'),
           lpad((n % 1000000)::text, 6, '0'),
           now() - (n || ' seconds')::interval
    from generate_series(1, ${rows}) as n`);
  await server.database.db.execute(sql`analyze special_otp_numbers`);
  const headers = { authorization: `Bearer ${await server.tokenFor('worker')}` };
  const get = (query: string) =>
    fetch(`${server.baseUrl}/api/special-otp-numbers/getData?${query}`, { headers });

  console.info(`\nspecial users: ${rows.toLocaleString('en')} rows`);
  const queries: [string, (index: number) => string][] = [
    ['first page (limit 15)', () => 'page=1&limit=15'],
    ['random page (limit 15)', (index) => `page=${1 + ((index * 37) % 600)}&limit=15`],
    ['name search "יוסי" (2,000 match)', () => `page=1&limit=15&name=${encodeURIComponent('יוסי')}`],
    [
      'name search "מספר מיוחד 4242" (1 match)',
      () => `page=1&limit=15&name=${encodeURIComponent('מספר מיוחד 4242 ')}`,
    ],
  ];
  // One client at a time shows the cost of a request; eight at once, what two cores sustain.
  for (const concurrency of [1, 8]) {
    for (const [label, query] of queries) {
      await measure(`GET /api/special-otp-numbers/getData ${label}`, 2000, concurrency, (index) =>
        get(query(index)),
      );
    }
  }
}
