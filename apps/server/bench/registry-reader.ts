// `npx tsx bench/registry-reader.ts` (from apps/server): how fast the registry import reads and maps
// a government file, without the database. The full `npm run bench -- registry` imports 1.6 million
// rows into PostgreSQL and takes many minutes; this isolates the CSV reading that the import's
// throughput starts from, over a generated 200,000-line Windows-1255 file.
import { Readable } from 'node:stream';
import { importRegistryStream } from '../src/modules/registry/import/importer';
import { fakeRegistryRows } from '../src/modules/registry/registry.seed';
import { toWindows1255 } from './registry.bench';

const lineCount = 200_000;
const runs = 5;

function generate(): Buffer {
  const header = 'mispar_tzama|shilda_totzar_en_nm|degem_nm|shnat_yitzur|mispar_shilda|sug_tzama_nm|koah_sus';
  const rows = fakeRegistryRows('braidTools', lineCount, 3_000_000, 1);
  const lines = rows.map((row, index) => {
    // One line in fifty carries what real files do: a quoted field with the delimiter inside it
    // and a Hebrew abbreviation whose gershayim is a stray quote.
    const manufacturer = index % 50 === 0 ? `"${row.manufacturer}|בע""מ"` : row.manufacturer;
    const typeName = index % 50 === 25 ? `${row.typeName} בע"מ` : row.typeName;
    return [row.plate, manufacturer, row.model, row.year, row.chassis, typeName, row.details.koah_sus].join(
      '|',
    );
  });
  return toWindows1255(`${header}\r\n${lines.join('\r\n')}\r\n`);
}

const file = generate();
const timings: number[] = [];
// CPU time too: on a machine shared with other work, wall time says more about the neighbours.
const cpuTimings: number[] = [];
for (let run = 0; run < runs; run++) {
  const chunks = Array.from({ length: Math.ceil(file.length / 65_536) }, (_, index) =>
    file.subarray(index * 65_536, (index + 1) * 65_536),
  );
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const counts = await importRegistryStream({
    category: 'braidTools',
    stream: Readable.from(chunks),
    upsert: async (batch) => ({ added: batch.length, updated: 0 }),
  });
  timings.push(performance.now() - started);
  const cpu = process.cpuUsage(cpuStarted);
  cpuTimings.push((cpu.user + cpu.system) / 1000);
  if (counts.processedLines !== lineCount || counts.rejected !== 0)
    throw new Error(`read ${counts.processedLines} lines with ${counts.rejected} rejected`);
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
const rate = (milliseconds: number) => Math.round(lineCount / (milliseconds / 1000)).toLocaleString('en');
const [wall, cpu] = [median(timings), median(cpuTimings)];
console.info(
  `registry reader: ${lineCount.toLocaleString('en')} lines (${(file.length / 1024 / 1024).toFixed(1)} MB, Windows-1255), ` +
    `median of ${runs} runs: ${(wall / 1000).toFixed(2)} s, ${rate(wall)} rows/s; ` +
    `CPU ${(cpu / 1000).toFixed(2)} s, ${rate(cpu)} rows per CPU second`,
);
