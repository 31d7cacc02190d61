import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryCategory } from '@tg/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fakeRegistryRows } from '../src/modules/registry/registry.seed';
import { createRegistryImports } from '../src/modules/registry/registry-imports.service';
import { type BenchServer, percentile } from './bench-kit';
import { bareHttpFloor, loadOverHttp } from './http-load';

/** Hebrew and ASCII to Windows-1255 (Hebrew letters sit at 0xE0–0xFA), as the government writes. */
export function toWindows1255(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[index] = code >= 0x05d0 && code <= 0x05ea ? code - 0x05d0 + 0xe0 : code < 0x80 ? code : 0x3f;
  }
  return bytes;
}

const headers: Record<RegistryCategory, string> = {
  braidTools: 'mispar_tzama|shilda_totzar_en_nm|degem_nm|shnat_yitzur|mispar_shilda|sug_tzama_nm|koah_sus',
  heavyTools: 'mispar_rechev|tozeret_nm|degem_nm|shnat_yitzur|mispar_shilda|sug_tzama_nm|sug_delek_nm',
  vehicleTools: 'mispar_rechev|tozeret_nm|degem_nm|shnat_yitzur|misgeret|sug_tzama_nm|ramat_gimur',
};

async function writeDataset(file: string, category: RegistryCategory, count: number, firstSerial: number) {
  const out = createWriteStream(file);
  const encode = category === 'braidTools' ? toWindows1255 : (text: string) => Buffer.from(text);
  out.write(encode(`${headers[category]}\r\n`));
  const samples: { plate: string; chassis: string }[] = [];
  for (let start = 0; start < count; start += 10_000) {
    const rows = fakeRegistryRows(category, Math.min(10_000, count - start), firstSerial + start, start + 1);
    const lines = rows.map((row) =>
      [
        row.plate,
        row.manufacturer,
        row.model,
        row.year,
        row.chassis,
        row.typeName,
        row.details.koah_sus ?? 'SUN',
      ].join('|'),
    );
    if (samples.length < 1000)
      samples.push(...rows.slice(0, 10).map(({ plate, chassis }) => ({ plate, chassis })));
    if (!out.write(encode(`${lines.join('\r\n')}\r\n`))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return samples;
}

/**
 * Issues 4 and 19: import rate and peak memory for the three registries at their real sizes
 * (4.2 million private vehicles), then gov-all lookups by plate and chassis over HTTP from 1 and 16
 * clients, next to the same query straight in PostgreSQL (the SQL floor) and a bare Node HTTP
 * server (the HTTP floor), all in the same run.
 */
export async function benchRegistry(server: BenchServer): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tg-bench-registry-'));
  const imports = createRegistryImports(server.database.db, folder, (error) => console.error(error));
  // The real registries' sizes (issue 19); REGISTRY_PRIVATE_ROWS makes a quicker run.
  const privateRows = Number(process.env.REGISTRY_PRIVATE_ROWS ?? 4_200_000);
  const sizes: [RegistryCategory, number, number][] = [
    ['vehicleTools', privateRows, 10_000_000],
    ['heavyTools', 420_000, 20_000_000],
    ['braidTools', 185_000, 3_000_000],
  ];
  const samples: { plate: string; chassis: string }[] = [];
  console.info('\nregistry import');
  try {
    for (const [category, count, firstSerial] of sizes) {
      const file = path.join(folder, `${category}.csv`);
      samples.push(...(await writeDataset(file, category, count, firstSerial)));
      const megabytes = statSync(file).size / 1024 / 1024;
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const job = await imports.importFile(category, file);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      console.info(
        `${category.padEnd(13)} ${count.toLocaleString('en').padStart(9)} rows (${megabytes.toFixed(0)} MB, ${job.encoding}) in ${seconds.toFixed(1)} s: ` +
          `${Math.round(job.processedLines / seconds).toLocaleString('en')} rows/s, peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB ` +
          `(+${((peak - baseline) / 1024 / 1024).toFixed(0)} MB), ${job.added.toLocaleString('en')} added, ${job.rejected} rejected`,
      );
      rmSync(file);
    }
    const again = path.join(folder, 'again.csv');
    await writeDataset(again, 'braidTools', 185_000, 3_000_000);
    const started = performance.now();
    const repeat = await imports.importFile('braidTools', again);
    console.info(
      `braidTools again: ${repeat.added} added, ${repeat.updated} updated, ${repeat.unchanged.toLocaleString('en')} unchanged in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  await server.database.db.execute(sql`vacuum analyze registry_items`);
  const total = (await server.database.db.execute(sql`select count(*)::int as n from registry_items`))
    .rows[0];
  console.info(`\nregistry lookups over ${Number((total as { n: number }).n).toLocaleString('en')} records`);

  const token = await server.tokenFor('worker');
  const lookupUrl = (key: string, value: string) =>
    `${server.baseUrl}/api/gov/getItemByFields?${new URLSearchParams({ category: 'gov-all', fields: JSON.stringify([{ [key]: value }]) })}`;
  for (const [label, column, key] of [
    ['plate', 'plate', 'mispar_rechev'],
    ['chassis', 'chassis', 'mispar_shilda'],
  ] as const) {
    const values = samples.map((sample) => sample[column]);
    const urls = values.map((value) => lookupUrl(key, value));
    for (const concurrency of [1, 16]) {
      const count = concurrency === 1 ? 3000 : 10_000;
      const http = await loadOverHttp(`GET /api/gov/getItemByFields gov-all by ${label}`, {
        urls,
        headers: { authorization: `Bearer ${token}` },
        count,
        concurrency,
      });
      const floor = await sqlFloor(server.databaseUrl, column, values, count, concurrency);
      console.info(
        `${`the same query in PostgreSQL by ${label} (SQL floor)`.padEnd(58)} n=${count} c=${concurrency}  p50 ${floor.p50.toFixed(2)} ms  p99 ${floor.p99.toFixed(2)} ms  ${floor.perSecond.toFixed(0)} queries/s` +
          `   → HTTP/SQL p50 ×${(http.p50 / floor.p50).toFixed(1)}, p99 ×${(http.p99 / floor.p99).toFixed(1)}`,
      );
    }
  }
  // What no route can beat on this machine: the same clients against a bare Node HTTP server.
  for (const concurrency of [1, 16]) await bareHttpFloor(900, concurrency, concurrency === 1 ? 3000 : 10_000);
}

/**
 * The server's lookup query (a named prepared statement, as the server runs it) sent straight to
 * PostgreSQL, `concurrency` connections at a time: what the database itself needs.
 */
async function sqlFloor(
  databaseUrl: string,
  column: 'plate' | 'chassis',
  values: string[],
  count: number,
  concurrency: number,
) {
  const text = `select registry_items.*, coalesce((
      select json_agg(json_build_object('id', f.id, 'name', f.name, 'storageKey', f.storage_key,
        'mimeType', f.mime_type, 'size', f.size) order by f.created_at)
      from stored_files f where f.owner_entity = 'registryItem' and f.owner_id = registry_items.id
    ), '[]'::json) as files
    from registry_items where ${column} = $1 limit 20`;
  const clients = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const query = (client: pg.Client, index: number) =>
    client.query({ name: `floor_${column}`, text, values: [values[index % values.length]] });
  try {
    for (const client of clients) for (let index = 0; index < 50; index++) await query(client, index);
    const timings: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        while (next < count) {
          const index = next++;
          const begin = performance.now();
          await query(client, index);
          timings.push(performance.now() - begin);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    timings.sort((a, b) => a - b);
    return { p50: percentile(timings, 50), p99: percentile(timings, 99), perSecond: count / seconds };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
