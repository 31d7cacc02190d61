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
  await measure('getData first page (limit 15)', 2000, 8, () => get('page=1&limit=15'));
  await measure('getData random page (limit 15)', 2000, 8, (i) =>
    get(`page=${1 + ((i * 37) % 600)}&limit=15`),
  );
  await measure('getData name search "יוסי" (matches 2,000)', 2000, 8, () =>
    get('page=1&limit=15&name=%D7%99%D7%95%D7%A1%D7%99'),
  );
  await measure('getData name search "מספר מיוחד 4242" (matches 1)', 2000, 8, () =>
    get(`page=1&limit=15&name=${encodeURIComponent('מספר מיוחד 4242 ')}`),
  );
}
