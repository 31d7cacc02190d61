import { todayIso } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { fakePolicyRows } from '../src/modules/policies/policies.seed';
import { policies } from '../src/modules/policies/policies.table';
import { insertPolicyProducts, snapshotOf } from '../src/modules/policy-products/policy-products.seed';
import { type BenchServer, startBenchServer } from './bench-kit';

const seedRows = 5_000;
/** `EXPORT_BENCH_FORMATS=xlsx` measures one format only. */
const formats = (process.env.EXPORT_BENCH_FORMATS ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];
/** `EXPORT_BENCH_SIZES=200000` measures one table size only. */
const sizes = (process.env.EXPORT_BENCH_SIZES ?? '20000,200000').split(',').map(Number);
const rate = (rows: number, seconds: number) => `${Math.round(rows / seconds).toLocaleString('en')} rows/s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

/** 5,000 generated subscriptions, then copies of them renumbered until the table holds `total`. */
async function fillSubscriptions(server: BenchServer, creatorId: string, total: number) {
  const { db } = server.database;
  const [{ count } = { count: 0 }] = (
    await db.execute<{ count: number }>(sql`select count(*)::int as count from policies`)
  ).rows;
  if (count === 0) {
    const products = (await insertPolicyProducts(db)).map(snapshotOf);
    const rows = fakePolicyRows(seedRows, {
      products,
      creators: [{ id: creatorId, role: 'agent', name: 'bench agent' }],
      vehicles: [
        {
          plate: '1234567',
          chassis: 'JD6155M0001',
          manufacturer: 'JOHN DEERE',
          model: '6155M',
          year: '2021',
          typeName: 'טרקטור',
        },
      ],
      today: todayIso(),
      firstSerial: 1,
      seed: 18,
    });
    for (let start = 0; start < rows.length; start += 1_000)
      await db
        .insert(policies)
        .values(rows.slice(start, start + 1_000))
        .onConflictDoNothing();
  }
  await db.execute(sql`
    insert into policies (policy_number, status, start_date, end_date, close_reason, group_id, created_by_id,
      created_by_role, created_by_name, product_id, product, machine, vin_number, tractor_number, user_type,
      insured, insured_name, insured_id_number, files, approved_at, created_at)
    select 'PX-' || lpad(to_hex(n), 8, '0'), status, start_date, end_date, close_reason, group_id, created_by_id,
      created_by_role, created_by_name, product_id, product, machine, vin_number, tractor_number, user_type,
      insured, insured_name, insured_id_number, files, approved_at, created_at - make_interval(secs => n)
    from (select p.*, ${count} + row_number() over () as n
          from (select * from policies where policy_number like 'PI-%') p,
               generate_series(1, ceil(${total - Math.max(count, seedRows)}::numeric / ${seedRows})::int) g) copies
    where n <= ${total}`);
  await db.execute(sql`vacuum analyze policies`);
}

/**
 * Reads the export as a client would, keeping only its length. Meanwhile it samples the process's
 * memory: the peak RSS, and the heap left after a full collection (run with --expose-gc), which
 * is what the export holds rather than garbage not yet collected.
 */
async function measureExport(server: BenchServer, token: string, format: 'csv' | 'xlsx', rows: number) {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakLive = baseline.heapUsed;
  const sampler = setInterval(() => {
    global.gc?.();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakLive = Math.max(peakLive, now.heapUsed);
  }, 500);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/export/subscriptions?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.info(
    `  ${format.toUpperCase()} of ${rows.toLocaleString('en')} subscriptions: ${seconds.toFixed(1)} s (${rate(rows, seconds)}), ` +
      `${megabytes(bytes)}${format === 'csv' ? `, ${lines.toLocaleString('en')} lines` : ''}, ` +
      `peak RSS +${megabytes(peakRss - baseline.rss)}, live heap +${megabytes(peakLive - baseline.heapUsed)} ` +
      `(status ${response.status})`,
  );
}

/**
 * The floor: the database producing the same rows in the list's order (newest first), every
 * column read to this process through the same driver, in one query with no paging.
 */
async function measureDatabaseFloor(server: BenchServer, rows: number) {
  const started = performance.now();
  // Run after the exports: its 200,000 rows held at once would raise the RSS they are measured from.
  const result = await server.database.pool.query('select * from policies order by created_at desc, id desc');
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `  database alone (one SELECT of the same ${result.rowCount?.toLocaleString('en')} rows, same order): ` +
      `${seconds.toFixed(1)} s (${rate(rows, seconds)})`,
  );
}

/**
 * GET /api/export/subscriptions (issue 18): time and memory of a whole-list export at 20,000 and
 * at 200,000 rows. Streamed in batches, the memory it takes should not grow with the rows.
 */
export async function benchExport(server: BenchServer): Promise<void> {
  const worker = await server.tokenFor('worker');
  const creatorId = userIdOf(await server.tokenFor('agent'));
  console.info('\nexport: the whole subscriptions list, read by a worker');
  for (const total of sizes) {
    const started = performance.now();
    await fillSubscriptions(server, creatorId, total);
    console.info(
      `  ${total.toLocaleString('en')} subscriptions in the table (filled in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    for (const format of formats) await measureExport(server, worker, format, total);
    await measureDatabaseFloor(server, total);
  }
}

// Minutes at 200,000 rows, so not one of `npm run bench`'s: run it alone, from apps/server, with
// `NODE_OPTIONS=--expose-gc npx tsx bench/export.bench.ts`.
if (process.argv[1]?.endsWith('export.bench.ts')) {
  const server = await startBenchServer();
  try {
    await benchExport(server);
  } finally {
    await server.close();
  }
}
