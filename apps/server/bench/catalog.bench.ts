import { sql } from 'drizzle-orm';
import { type BenchServer, measure } from './bench-kit';

const makers = [
  ['JOHN DEERE', ['6155R', '6R 150', '5075E', '8R 340']],
  ['NEW HOLLAND', ['T7.210', 'T6.180', 'TD5.110']],
  ['KUBOTA', ['M7-172', 'M5-111', 'L4400']],
  ['MANITOU', ['MLT 735', 'MT 1840', 'MI 25D']],
  ['CATERPILLAR', ['320 GC', '313', '432F']],
  ['JCB', ['3CX', '531-70', '86C-1']],
  ['VOLVO', ['FH 500', 'FM 420']],
  ['SCANIA', ['R 450', 'P 410']],
] as const;
const pairs = makers.flatMap(([maker, models]) => models.map((model) => [maker, model] as const));
const categories = [
  'windows',
  'mirrors',
  'lights',
  'parts',
  'workClothes',
  'workMaterials',
  'tools',
  'works',
];
const registrySize = 1_000_000;
const productCount = 50_000;

/** The n-th registry machine's chassis number, so products can list real ones. */
const chassisOf = (n: number) => `BCH${String(n).padStart(10, '0')}`;

/**
 * Issue 6: the staff product table's search and the storefront's search by chassis number, with
 * 50,000 products and 1,000,000 registry records. Rows are generated inside PostgreSQL.
 */
export async function benchCatalog(server: BenchServer): Promise<void> {
  const db = server.database.db;
  const started = performance.now();
  const pairRows = sql.join(
    pairs.map(([maker, model], index) => sql`(${index}::int, ${maker}::text, ${model}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into registry_items (category, plate, chassis, manufacturer, model, year)
    select 'vehicleTools', (20000000 + n)::text, 'BCH' || lpad(n::text, 10, '0'), p.maker, p.model,
           (1995 + n % 30)::text
    from generate_series(1, ${registrySize}) n
    join (values ${pairRows}) as p(i, maker, model) on p.i = n % ${pairs.length}`);
  // A fifth of the products list one to three machines' chassis numbers; all fit a maker and model.
  await db.execute(sql`
    insert into products (category, is_original, catalog_number, name, manufacturer, model, years,
                          vin_numbers, fit_keys, price, supplier_price)
    select (array[${sql.join(
      categories.map((category) => sql`${category}`),
      sql`, `,
    )}])[1 + n % ${categories.length}],
           n % 3 = 0, 'BP' || lpad(n::text, 7, '0'),
           (array['שמשה קדמית', 'שמשה אחורית', 'מראה צד', 'פנס עבודה', 'מנוע מגב'])[1 + n % 5] || ' ' || p.maker || ' ' || p.model || ' ' || n,
           p.maker, p.model,
           case when n % 2 = 0 then array[(2010 + n % 12)::text, (2011 + n % 12)::text] else '{}'::text[] end,
           chassis, chassis, 100 + n % 3000, round((100 + n % 3000) * 0.3, 2)
    from generate_series(1, ${productCount}) n
    join (values ${pairRows}) as p(i, maker, model) on p.i = n % ${pairs.length}
    cross join lateral (
      select case when n % 5 = 0
        then array(select 'BCH' || lpad(((n * 7919 + k * 104729) % ${registrySize} + 1)::text, 10, '0')
                   from generate_series(1, 1 + n % 3) k)
        else '{}'::text[] end as chassis
    ) fits`);
  await db.execute(
    sql`insert into catalog_manufacturers (name, aliases) values ('JOHN DEERE', array['ג''ון דיר', 'JD']) on conflict do nothing`,
  );
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze registry_items`);
  console.info(
    `\ncatalogue: ${productCount.toLocaleString('en')} products and ${registrySize.toLocaleString('en')} registry records generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const worker = await server.tokenFor('worker');
  const staff = { authorization: `Bearer ${worker}` };
  const terms = ['6155R', 'קדמית', 'BP00123', 'מראה צד KUBOTA', '4321'];
  const getData = (query: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/product/getData?${new URLSearchParams({ limit: '10', ...query })}`, {
      headers: staff,
    });
  for (const concurrency of [1, 8]) {
    await measure(`GET /product/getData windows, search (5 terms)`, 400, concurrency, (index) =>
      getData({ category: 'windows', searchQuery: terms[index % terms.length] as string }),
    );
    await measure(`GET /product/getData windows, by chassis`, 400, concurrency, (index) =>
      getData({ category: 'windows', vinNumber: chassisOf(1 + ((index * 7919) % registrySize)) }),
    );
    await measure(`GET /catalog/search by chassis (registry → fit)`, 400, concurrency, (index) =>
      fetch(
        `${server.baseUrl}/api/catalog/search?chassisNumber=${chassisOf(1 + ((index * 104_729) % registrySize))}`,
      ),
    );
    await measure(`GET /catalog/search by chassis, windows`, 400, concurrency, (index) =>
      fetch(
        `${server.baseUrl}/api/catalog/search?category=windows&chassisNumber=${chassisOf(1 + ((index * 7919) % registrySize))}`,
      ),
    );
  }
}
