import { randomUUID } from 'node:crypto';
import {
  addDays,
  addYears,
  formatDisplayDate,
  type PolicyImportResult,
  policyCsvColumns,
  policyCsvHeaders,
  type RegistryCategory,
  recordNumber,
  todayIso,
} from '@tg/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import { fakePolicyRows } from '../src/modules/policies/policies.seed';
import { policies } from '../src/modules/policies/policies.table';
import { insertPolicyProducts, snapshotOf } from '../src/modules/policy-products/policy-products.seed';
import type { MappedRow } from '../src/modules/registry/import/field-mapping';
import { fakeRegistryRows } from '../src/modules/registry/registry.seed';
import { upsertGovernmentRows } from '../src/modules/registry/registry-import.repository';
import { type BenchServer, measure } from './bench-kit';
import { benchHomeSummary } from './home.bench';
import { toWindows1255 } from './registry.bench';

type Vehicle = Omit<MappedRow, 'details'>;

/**
 * The three government datasets at their real proportions, 1,000,000 records in all; their plates
 * are clear of the registry benchmark's, so a full `npm run bench` adds to its records.
 */
const registrySizes: [RegistryCategory, number, number][] = [
  ['braidTools', 185_000, 4_000_000],
  ['heavyTools', 423_000, 30_000_000],
  ['vehicleTools', 392_000, 40_000_000],
];
const keptVehicles: Partial<Record<RegistryCategory, number>> = { braidTools: 110_000, heavyTools: 10_000 };
const subscriptionCount = 200_000;
const csvRows = 10_000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

/** Runs `write` over the batches with two in flight, so generating the next batch overlaps the database. */
async function inPairs<T>(batches: Iterable<T>, write: (batch: T) => Promise<unknown>): Promise<void> {
  const running = new Set<Promise<unknown>>();
  for (const batch of batches) {
    const done: Promise<unknown> = write(batch).finally(() => running.delete(done));
    running.add(done);
    if (running.size >= 2) await Promise.race(running);
  }
  await Promise.all(running);
}

/** Government records in batches of 10,000 through the importer's own upsert; returns the vehicles kept aside. */
async function loadRegistry(server: BenchServer) {
  const kept: Partial<Record<RegistryCategory, Vehicle[]>> = {};
  const started = performance.now();
  for (const [category, count, firstSerial] of registrySizes) {
    const keep = keptVehicles[category] ?? 0;
    const vehicles: Vehicle[] = [];
    kept[category] = vehicles;
    function* batches() {
      for (let start = 0; start < count; start += 10_000) {
        const rows = fakeRegistryRows(
          category,
          Math.min(10_000, count - start),
          firstSerial + start,
          start + 1,
        );
        if (start < keep)
          vehicles.push(...rows.slice(0, keep - start).map(({ details: _, ...vehicle }) => vehicle));
        yield rows;
      }
    }
    await inPairs(batches(), (rows) => upsertGovernmentRows(server.database.db, category, rows));
  }
  await server.database.db.execute(sql`vacuum analyze registry_items`);
  const seconds = (performance.now() - started) / 1000;
  const [counted] = (
    await server.database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from registry_items`,
    )
  ).rows;
  const total = counted?.total ?? 0;
  console.info(
    `\ninsurance: ${registrySizes.reduce((sum, [, count]) => sum + count, 0).toLocaleString('en')} registry records loaded in ${seconds.toFixed(1)} s (${total.toLocaleString('en')} in the registry)`,
  );
  return { kept, total };
}

/**
 * One statement a batch with the rows as a single JSON parameter: about three times faster than
 * drizzle's insert, whose 21 parameters a row also cap a statement at 3,120 rows.
 */
const tableColumns = getTableColumns(policies);

async function insertPolicies(db: BenchServer['database']['db'], rows: (typeof policies.$inferInsert)[]) {
  const keys = Object.keys(rows[0] ?? {}) as (keyof typeof tableColumns)[];
  // A property named after its column is snake-cased as the database client does; others name theirs.
  const columns = keys.map((key) =>
    tableColumns[key].keyAsName
      ? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
      : tableColumns[key].name,
  );
  const records = rows.map((row) => Object.fromEntries(keys.map((key, index) => [columns[index], row[key]])));
  const list = sql.raw(columns.join(', '));
  await db.execute(sql`
    insert into policies (${list})
    select ${list} from json_populate_recordset(null::policies, ${JSON.stringify(records)}::json)`);
}

/** 200,000 subscriptions by twenty sellers (the bench agent is one), over 100,000 registry tractors. */
async function loadSubscriptions(server: BenchServer, vehicles: Vehicle[], agentId: string) {
  const { db } = server.database;
  const started = performance.now();
  const products = (await insertPolicyProducts(db)).map(snapshotOf);
  const creators: { id: string; role: 'agent' | 'worker'; name: string }[] = [
    { id: agentId, role: 'agent', name: 'bench agent' },
  ];
  for (let index = 1; index < 20; index++) {
    const role = index % 4 === 0 ? 'worker' : 'agent';
    creators.push({ id: userIdOf(await server.tokenFor(role)), role, name: `bench ${role} ${index}` });
  }
  const today = todayIso();
  // Eight hex digits repeat about five times in 200,000 draws; the unique index would refuse the batch.
  const taken = new Set<string>();
  const numbered = (rows: ReturnType<typeof fakePolicyRows>) => {
    for (const row of rows) {
      while (taken.has(row.policyNumber)) row.policyNumber = recordNumber('PI', randomUUID());
      taken.add(row.policyNumber);
    }
    return rows;
  };
  const batchSize = 5_000;
  function* batches() {
    for (let start = 0; start < subscriptionCount; start += batchSize)
      yield numbered(
        fakePolicyRows(batchSize, {
          products,
          creators,
          vehicles,
          today,
          firstSerial: 1 + start,
          seed: 7_000 + start / batchSize,
        }),
      );
  }
  await inPairs(batches(), (rows) => insertPolicies(db, rows));
  await db.execute(sql`vacuum analyze policies`);
  const [figures] = (
    await db.execute<{ active: number; agents: number }>(sql`
      select count(*) filter (where status = 'active' and end_date >= ${today})::int as active,
             count(*) filter (where created_by_id = ${agentId})::int as agents
      from policies`)
  ).rows;
  console.info(
    `subscriptions: ${subscriptionCount.toLocaleString('en')} over ${vehicles.length.toLocaleString('en')} tractors ` +
      `(${figures?.active.toLocaleString('en')} active, ${figures?.agents.toLocaleString('en')} the agent's) inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The list the worker's table and the agent's tabs call, by status, by plate prefix, both and neither. */
async function benchList(server: BenchServer, vehicles: Vehicle[], worker: string, agent: string) {
  const fetchPolicies = (token: string, body: object) =>
    fetch(`${server.baseUrl}/api/insurance/subscriptions/fetchGeneralPolicy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 0, limit: 10, ...body }),
    });
  // Five characters of a plate: what someone has typed before the list narrows to a few.
  const platePrefix = (index: number) => vehicles[(index * 7919) % vehicles.length]?.plate.slice(0, 5) ?? '';
  const cases: [string, string, (index: number) => object][] = [
    ['status active, worker', worker, () => ({ status: 'active' })],
    ['status active, agent (1/20 of rows)', agent, () => ({ status: 'active' })],
    ['tractorNumber 5 chars, worker', worker, (index) => ({ tractorNumber: platePrefix(index) })],
    [
      'active + tractorNumber 5 chars, worker',
      worker,
      (index) => ({ status: 'active', tractorNumber: platePrefix(index) }),
    ],
    ['no filter, worker', worker, () => ({})],
  ];
  console.info('\nsubscriptions list over 200,000 (POST /api/insurance/subscriptions/fetchGeneralPolicy)');
  // One client shows the cost of a request; eight at once, what two cores sustain.
  for (const concurrency of [1, 8]) {
    for (const [label, token, body] of cases) {
      await measure(`fetchGeneralPolicy ${label}`, 200, concurrency, (index) =>
        fetchPolicies(token, body(index)),
      );
    }
  }
}

/** A plate as people type it: sometimes with dashes, as on the plate itself. */
function typedPlate(plate: string, index: number): string {
  if (index % 3 !== 0) return plate;
  return plate.length === 7
    ? `${plate.slice(0, 2)}-${plate.slice(2, 5)}-${plate.slice(5)}`
    : `${plate.slice(0, 3)}-${plate.slice(3, 5)}-${plate.slice(5)}`;
}

/**
 * A Windows-1255 file of 10,000 rows as the office exports it: nine in ten a registry vehicle with its
 * own chassis, one in ten wrong in one of seven ways.
 */
function buildCsv(vehicles: Vehicle[], today: string): Buffer {
  const header = policyCsvColumns.map((column) => policyCsvHeaders[column]).join(',');
  const names = ['משה כהן', 'שרה לוי', 'יוסף מזרחי', 'רחל פרץ', 'דוד ביטון', 'מושב נהלל אגודה'];
  const lines = [header];
  for (let index = 0; index < csvRows; index++) {
    const vehicle = vehicles[index % vehicles.length] as Vehicle;
    const start = addDays(today, -((index * 37) % 300));
    const end = addDays(addYears(start, 1), -1);
    const good = {
      tractorNumber: typedPlate(vehicle.plate, index),
      vinNumber: index % 5 === 0 ? vehicle.chassis.toLowerCase() : vehicle.chassis,
      startDate: formatDisplayDate(start),
      endDate: formatDisplayDate(end),
      type: String(1 + (index % 8)),
      name: names[index % names.length] ?? '',
      userId: String(200_000_000 + index),
      phoneNumber: `05${String(20_000_000 + index).slice(-8)}`,
      email: index % 2 === 0 ? `csv${index}@example.co.il` : '',
    };
    const wrong: Partial<typeof good>[] = [
      { tractorNumber: '', vinNumber: '', startDate: '', endDate: '', type: '' },
      { vinNumber: '' },
      { type: '9' },
      { startDate: '31/02/2026' },
      { endDate: formatDisplayDate(addDays(addYears(start, 1), 1)) },
      { tractorNumber: `99${String(index).padStart(5, '0')}` },
      { vinNumber: `XXX${vehicle.chassis.slice(3)}Z` },
    ];
    const row = index % 10 === 9 ? { ...good, ...wrong[Math.floor(index / 10) % wrong.length] } : good;
    lines.push(policyCsvColumns.map((column) => row[column]).join(','));
  }
  return toWindows1255(`${lines.join('\r\n')}\r\n`);
}

/** Two imports of 10,000 rows as a worker, each over plates not used before, with the process RSS around them. */
async function benchImport(server: BenchServer, batches: Vehicle[][], worker: string, registryTotal: number) {
  console.info(
    `\nsubscriptions CSV import, 10,000 rows against ${registryTotal.toLocaleString('en')} registry records (POST /api/insurance/subscriptions/importCsv)`,
  );
  const today = todayIso();
  for (const [run, vehicles] of batches.entries()) {
    const content = buildCsv(vehicles, today);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'text/csv' }), 'policies.csv');
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/insurance/subscriptions/importCsv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${worker}` },
      body: form,
    });
    const result = (await response.json()) as PolicyImportResult;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = process.memoryUsage().rss;
    if (!response.ok) {
      console.info(`import ${run + 1}: HTTP ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
      continue;
    }
    const reasons = new Map<string, number>();
    for (const row of result.rows) if (!row.ok) reasons.set(row.message, (reasons.get(row.message) ?? 0) + 1);
    console.info(
      `import ${run + 1}: ${csvRows.toLocaleString('en')} rows (${(content.length / 1024).toFixed(0)} KB) in ${seconds.toFixed(2)} s: ` +
        `${Math.round(csvRows / seconds).toLocaleString('en')} rows/s, ${result.imported.toLocaleString('en')} imported, ${result.failed.toLocaleString('en')} failed ` +
        `(${[...reasons].map(([reason, count]) => `${reason} ${count}`).join(', ')}); ` +
        `process RSS ${megabytes(before)} before, ${megabytes(peak)} peak, ${megabytes(after)} after`,
    );
  }
}

/**
 * Subscriptions at scale (ADR 0010): the list over 200,000 subscriptions as the worker and as an
 * agent who sold a twentieth of them, and the CSV import of 10,000 rows checked against a registry
 * of 1,000,000 records. Loads its own data, so it runs alone (`npm run bench -- insurance`).
 */
export async function benchInsurance(server: BenchServer): Promise<void> {
  const { kept, total } = await loadRegistry(server);
  const tractors = kept.braidTools ?? [];
  const worker = await server.tokenFor('worker');
  const agent = await server.tokenFor('agent');
  await loadSubscriptions(server, tractors.slice(0, 100_000), userIdOf(agent));
  await benchList(server, tractors.slice(0, 100_000), worker, agent);
  await benchHomeSummary(server, 'over 200,000 subscriptions');
  await benchImport(server, [tractors.slice(100_000, 110_000), kept.heavyTools ?? []], worker, total);
}
