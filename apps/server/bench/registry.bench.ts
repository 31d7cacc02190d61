import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryCategory } from '@tg/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fakeRegistryRows } from '../src/modules/registry/registry.seed';
import { createRegistryImports } from '../src/modules/registry/registry-imports.service';
import { type BenchServer, measure, percentile } from './bench-kit';

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
 * Issue 4: import rate and peak memory for 1,000,000 private vehicles plus the other two
 * categories at their real sizes, then gov-all lookups by plate and chassis over HTTP, next to the
 * same query straight in PostgreSQL (the floor).
 */
export async function benchRegistry(server: BenchServer): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tg-bench-registry-'));
  const imports = createRegistryImports(server.database.db, folder, (error) => console.error(error));
  const sizes: [RegistryCategory, number, number][] = [
    ['vehicleTools', 1_000_000, 10_000_000],
    ['heavyTools', 423_000, 20_000_000],
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

  const authorization = { authorization: `Bearer ${await server.tokenFor('worker')}` };
  const lookup = (fields: object) =>
    fetch(
      `${server.baseUrl}/api/gov/getItemByFields?${new URLSearchParams({ category: 'gov-all', fields: JSON.stringify([fields]) })}`,
      { headers: authorization },
    );
  const direct = new pg.Client({ connectionString: server.databaseUrl });
  await direct.connect();
  const floor = async (column: 'plate' | 'chassis', values: string[]) => {
    const timings: number[] = [];
    for (let index = 0; index < 2000; index++) {
      const begin = performance.now();
      await direct.query(`select * from registry_items where ${column} = $1 limit 20`, [
        values[index % values.length],
      ]);
      timings.push(performance.now() - begin);
    }
    timings.sort((a, b) => a - b);
    return { p50: percentile(timings, 50), p99: percentile(timings, 99) };
  };
  try {
    for (const [label, column, key] of [
      ['plate', 'plate', 'mispar_rechev'],
      ['chassis', 'chassis', 'mispar_shilda'],
    ] as const) {
      const values = samples.map((sample) => sample[column]);
      const http = await measure(`GET /api/gov/getItemByFields gov-all by ${label}`, 2000, 1, (index) =>
        lookup({ [key]: values[index % values.length] }),
      );
      const sqlFloor = await floor(column, values);
      console.info(
        `${`same query in PostgreSQL by ${label}`.padEnd(58)} n=2000 c=1  p50 ${sqlFloor.p50.toFixed(2)} ms  p99 ${sqlFloor.p99.toFixed(2)} ms` +
          `   → HTTP/SQL p50 ×${(http.p50 / sqlFloor.p50).toFixed(1)}, p99 ×${(http.p99 / sqlFloor.p99).toFixed(1)}`,
      );
    }
  } finally {
    await direct.end();
  }
}
