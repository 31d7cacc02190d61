import { existsSync } from 'node:fs';
import {
  type BusinessDocument,
  type DocCategory,
  type DocumentInput,
  documentInputSchema,
  documentWarehouses,
  initialGeneralStatus,
  normalizeSearch,
} from '@tg/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import {
  type DocumentFilters,
  type DocumentViewer,
  documentConditions,
  documentScope,
} from '../src/modules/documents/documents.filters';
import { bodyOf, columnsOf, priced } from '../src/modules/documents/documents.shape';
import { documents } from '../src/modules/documents/documents.table';
import { activityLog } from '../src/platform/audit/audit.table';
import { loadConfig } from '../src/platform/config';
import { defaultChromiumPath } from '../src/platform/pdf/pdf-engine';
import { DevelopmentSmsSender } from '../src/platform/sms/sms-sender';
import { type BenchServer, benchSecret, percentile } from './bench-kit';

/** The three categories at the proportions of a busy shop: 200,000 documents in all. */
const sizes: Record<DocCategory, number> = {
  priceQuote: 100_000,
  workCard: 60_000,
  shippingCertificate: 40_000,
};
const categories = Object.keys(sizes) as DocCategory[];
const customerCount = 20_000;
/** Spec 2's list page (documentsPageSize). */
const pageSize = 15;
/** Issue 15: getAllDocs p99 ≤ 30 ms on 2 cores at 200,000 documents. */
const goalMs = 30;

const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

// ---------------------------------------------------------------------------------------------
// The data: customers and line templates built here, 200,000 rows generated inside PostgreSQL.
// ---------------------------------------------------------------------------------------------

const firstNames = [
  'משה',
  'יוסף',
  'דוד',
  'אברהם',
  'יעקב',
  'שרה',
  'רחל',
  'מרים',
  'אחמד',
  'מוחמד',
  'עלי',
  'חוסיין',
  'יוסי',
  'אבי',
  'רונית',
  'מיכל',
  'איגור',
  'סרגיי',
  'אולגה',
  'נטליה',
  'עומר',
  'נועה',
  'איתי',
  'תמר',
  'חיים',
  'שמעון',
  'ראובן',
  'לאה',
  'פאטמה',
  'סמיר',
];
const lastNames = [
  'כהן',
  'לוי',
  'מזרחי',
  'פרץ',
  'ביטון',
  'אברהם',
  'פרידמן',
  'אזולאי',
  'דהן',
  'מלכה',
  'חדד',
  'גבאי',
  'עמר',
  'שפירו',
  'גולן',
  'אוחיון',
  'יוסף',
  'ברק',
  'מסאלחה',
  'אבו ריא',
  'חטיב',
  'גבארין',
  'זועבי',
  'קוזלוב',
  'איבנוב',
  'סמירנוב',
  'וייס',
  'רוזן',
  'נחום',
  'טל',
  'אשכנזי',
  'סויסה',
  'אלון',
  'בן דוד',
  'שטרן',
  'קליין',
  'הלוי',
  'חסון',
  'ששון',
  'בוזגלו',
];
const businessKinds = ['עבודות עפר בע"מ', 'חקלאות בע"מ', 'הובלות', 'מטעים', 'משק', 'גידולי שדה'];
const settlements = [
  'קיבוץ גבעת חיים',
  'מושב נהלל - אגודה',
  'קיבוץ יגור',
  'מושב כפר ויתקין',
  'קיבוץ עין חרוד',
];
const cities = [
  'עפולה',
  'חדרה',
  'טייבה',
  'נהלל',
  'באר שבע',
  'רמלה',
  'בית שאן',
  'קריית שמונה',
  'אשקלון',
  'טבריה',
];
const streets = ['הדקל', 'הזית', 'הרימון', 'השקד', 'התאנה', 'הגפן', 'הברוש', 'האלון'];
const machines = [
  ['JOHN DEERE', '6155M', '1RW'],
  ['CASE IH', 'MAXXUM 125', 'ZJL'],
  ['NEW HOLLAND', 'T7.270', 'NHT'],
  ['CATERPILLAR', '320 GC', 'CAT'],
  ['KUBOTA', 'M7-172', 'KBT'],
  ['MANITOU', 'MLT 735', 'MNT'],
  ['JCB', '3CX', 'JCB'],
] as const;

interface Customer {
  userInformation: Record<string, string>;
  contactDetails: Record<string, string>;
  machine: Record<string, string>;
  /** The list columns derived from them, as `columnsOf` derives them. */
  name: string;
  idNumber: string;
  phone: string;
  plate: string;
  chassis: string;
  city: string;
}

/** 20,000 customers: one in eight a business or a settlement, each with one machine. */
function fakeCustomers(): Customer[] {
  return Array.from({ length: customerCount }, (_, k) => {
    const business = k % 8 === 0;
    const last = pick(lastNames, Math.floor(k / firstNames.length));
    const name = business
      ? k % 24 === 0
        ? pick(settlements, k / 24)
        : `${last} ${pick(businessKinds, k)}`
      : `${pick(firstNames, k)} ${last}`;
    const idNumber = business
      ? `51${String(1_000_000 + ((k * 4217) % 8_999_999)).slice(0, 7)}`
      : String(10_000_000 + ((k * 104_729) % 300_000_000)).padStart(9, '0');
    const phone = `05${k % 6}${String(1_000_000 + ((k * 7_919) % 8_999_999)).slice(0, 7)}`;
    const [maker, model, prefix] = pick(machines, k);
    const plate = String(1_000_000 + ((k * 15_485_863) % 8_999_999));
    const chassis = `${prefix}${String(k * 7 + 1_000_000).padStart(8, '0')}X${k % 10}`;
    const city = pick(cities, k);
    return {
      userInformation: {
        userType: business ? 'business' : 'individual',
        name,
        userId: idNumber,
        city,
        address: `${pick(streets, k)} ${1 + (k % 40)}`,
        email: k % 3 === 0 ? `customer${k}@example.co.il` : '',
        phoneNumber: `${phone.slice(0, 3)}-${phone.slice(3)}`,
        country: 'ישראל',
        postalCode: String(1_000_000 + ((k * 31) % 8_999_999)),
      },
      contactDetails: { name, phoneNumber: `${phone.slice(0, 3)}-${phone.slice(3)}`, email: '' },
      machine: {
        vinNumber: chassis,
        tractorNumber: `${plate.slice(0, 2)}-${plate.slice(2, 5)}-${plate.slice(5)}`,
        machine: maker,
        model,
        year: String(2005 + (k % 20)),
        sug_tzama_nm: 'טרקטור',
      },
      name,
      idNumber,
      phone,
      plate,
      chassis,
      city,
    };
  });
}

const catalogue = [
  ['windows', 'JD-6R-FRONT', 'שמשה קדמית ג׳ון דיר סדרה 6R', 1450],
  ['windows', 'CASE-MX-REAR', 'שמשה אחורית קייס מקסום', 980],
  ['doors', 'NH-T7-DOOR', 'שמשת דלת ניו הולנד T7', 760.5],
  ['windows', 'CAT-320-ROOF', 'שמשת גג קטרפילר 320', 1320],
  ['mirrors', 'MR-UNI-450', 'מראה צד אוניברסלית 450 מ"מ', 240],
  ['lights', 'LED-WORK-48', 'פנס עבודה LED 48W', 185],
  ['parts', 'WIPER-MOT-24', 'מנוע מגב 24V', 610],
  ['workMaterials', 'SIKA-310', 'דבק סיקה לשמשות 310 מ"ל', 95],
] as const;
const workList = [
  ['works', 'W-INSTALL', 'התקנת שמשה בשטח', 150],
  ['works', 'W-TRAVEL', 'נסיעה לשטח', 300],
  ['works', 'W-SEAL', 'איטום שמשה', 350],
  ['works', 'W-MIRROR', 'התקנת מראה', 120],
] as const;

/** A document's lines and blocks, 2–5 lines each, priced and shaped exactly as a save stores them. */
function lineTemplate(index: number, customer: Customer): DocumentInput {
  const products = Array.from({ length: 1 + (index % 3) }, (_, n) => {
    const [category, catalogNumber, name, price] = pick(catalogue, index + n * 3);
    const warehouse = pick(documentWarehouses, (index + n) % 4 === 0 ? 1 : 0);
    return {
      id: `00000000-0000-4000-8000-${String(index * 10 + n).padStart(12, '0')}`,
      category,
      catalogNumber,
      name,
      quantity: 1 + ((index + n) % 3),
      price,
      discount: (index + n) % 4 === 0 ? 10 : 0,
      warehouse,
      deliveryTime: n === 0 ? 'מיידי' : '3 ימי עסקים',
    };
  });
  const works = Array.from({ length: 1 + (Math.floor(index / 3) % 2) }, (_, n) => {
    const [category, catalogNumber, name, price] = pick(workList, index + n);
    return {
      id: `00000000-0000-4000-9000-${String(index * 10 + n).padStart(12, '0')}`,
      category,
      catalogNumber,
      name,
      quantity: 1,
      price,
    };
  });
  return {
    userInformation: customer.userInformation,
    billingCustomer: { ...customer.userInformation, showCustomerDetails: index % 5 === 0 },
    contactDetails: customer.contactDetails,
    secondContact: {
      name: 'מנהל העבודה',
      phoneNumber: '050-0000000',
      email: '',
      isContactOpen: index % 4 === 0,
    },
    machine: customer.machine,
    shippingAddress: {
      city: customer.city,
      neighborhood: pick(streets, index),
      buildingNumber: String(1 + (index % 30)),
      locationNotes: index % 2 === 0 ? 'הכניסה מהשער האחורי, ליד הרפת' : '',
    },
    products,
    works,
    comments: index % 3 === 0 ? 'ללקוח יש גישה לשטח רק בבוקר, לתאם טלפונית יום לפני' : '',
    purchaseOrder: index % 4 === 0 ? `PO-${4500 + index}` : '',
    isDocWithoutVat: index % 9 === 4,
  } as DocumentInput;
}

/** What every row of one template shares: its body (customer and people filled per row), lines, total. */
function templates(count: number, sample: Customer) {
  return Array.from({ length: count }, (_, index) => {
    const input = documentInputSchema.parse(lineTemplate(index, sample));
    const lines = priced(input);
    const columns = columnsOf(input, lines.docTotalPrice);
    const body = bodyOf(input, lines, [], { LastModifiedDate: '', LastModifiedBy: '' });
    return { body, warehouses: columns.warehouses ?? [], total: lines.docTotalPrice };
  });
}

interface Person {
  id: string;
  name: string;
  role: string;
}
export interface People {
  worker: Person & { token: string };
  agent: Person & { token: string };
  /** Others who create documents: workers and agents, a share of rows each. */
  creators: Person[];
  storekeepers: { id: string; name: string }[];
  installers: { id: string; name: string }[];
}

async function benchPeople(server: BenchServer): Promise<People> {
  const person = async (role: 'worker' | 'agent' | 'storekeeper' | 'installer', name: string) => {
    const token = await server.tokenFor(role);
    const id = userIdOf(token);
    await server.database.db.execute(sql`update users set name = ${name} where id = ${id}`);
    return { id, token, name, role };
  };
  const worker = await person('worker', 'עובד משרד');
  const agent = await person('agent', 'סוכן בדיקה');
  const creators = [worker];
  for (let index = 1; index <= 6; index++)
    creators.push(await person(index % 3 === 0 ? 'agent' : 'worker', `יוצר ${index}`));
  const storekeepers = [];
  for (let index = 1; index <= 3; index++) storekeepers.push(await person('storekeeper', `מחסנאי ${index}`));
  const installers = [];
  for (let index = 1; index <= 6; index++) installers.push(await person('installer', `מתקין ${index}`));
  const named = ({ id, name }: { id: string; name: string }) => ({ id, name });
  return {
    worker,
    agent,
    creators: creators.map(({ id, role, name }) => ({ id, role, name })),
    storekeepers: storekeepers.map(named),
    installers: installers.map(named),
  };
}

/**
 * One category's documents in one statement: number d, issued over three years oldest first, about
 * a third open (the newest tenth all open), a customer, a line template, creators in turn (the
 * bench agent one in eight, with its group), handlers by category, one saved note.
 */
async function fillCategory(
  server: BenchServer,
  category: DocCategory,
  count: number,
  customers: Customer[],
  lineTemplates: ReturnType<typeof templates>,
  people: People,
  statuses: string[],
) {
  const customerRows = customers.map((customer) => ({
    info: customer.userInformation,
    contact: customer.contactDetails,
    machine: customer.machine,
    name: customer.name,
    id_number: customer.idNumber,
    phone: customer.phone,
    plate: customer.plate,
    chassis: customer.chassis,
  }));
  const templateRows = lineTemplates.map((template) => ({
    body: template.body,
    warehouses: template.warehouses,
    total: template.total,
  }));
  const peopleRows = {
    agent: { id: people.agent.id, role: people.agent.role, name: people.agent.name },
    worker: { id: people.worker.id, name: people.worker.name },
    creators: people.creators,
    storekeepers: people.storekeepers,
    installers: people.installers,
  };
  const seed = categories.indexOf(category) * 7_001;
  const isCard = category === 'workCard';
  const isQuote = category === 'priceQuote';
  await server.database.db.execute(sql`
    with t as (
      select (ordinality - 1)::int as i, e->'body' as body, (e->>'total')::int as total,
             array(select jsonb_array_elements_text(e->'warehouses')::int) as warehouses
      from jsonb_array_elements(${JSON.stringify(templateRows)}::jsonb) with ordinality as x(e, ordinality)
    ), c as (
      select (ordinality - 1)::int as k, e from jsonb_array_elements(${JSON.stringify(customerRows)}::jsonb) with ordinality as x(e, ordinality)
    ), p as (select ${JSON.stringify(peopleRows)}::jsonb as j), r as (
      select d,
             (d * 7919 + ${seed}) % ${customers.length} as k,
             (d * 31 + ${seed}) % ${lineTemplates.length} as i,
             now() - interval '1095 days' * (1 - d::float8 / ${count}) as at,
             d > ${Math.floor(count * 0.9)} or d % 7 in (0, 3) as open,
             case when d % 8 = 5 then (select j->'agent' from p)
                  else (select j->'creators'->(d % jsonb_array_length(j->'creators')) from p) end as creator,
             (select j->'storekeepers'->(d % 3) from p) as storekeeper,
             case when ${isCard} and d % 4 <> 2 then (select j->'installers'->(d % 6) from p) end as installer,
             case when d % 3 = 0 then (select j->'worker' from p) end as handler
      from generate_series(1, ${count}) d
    )
    insert into documents (category, doc_id, status, close_reason, general_status, issued_on, created_by_id,
                           created_by_role, created_by_name, group_id, customer_name, customer_id_number,
                           customer_phone, plate, chassis, worker_id, storekeeper_id, installer_id,
                           shipping_date, warehouses, doc_total_price, body, created_at, updated_at)
    select ${category}, r.d, r.open,
           case when r.open then '' when ${isQuote} and r.d % 3 = 0 then 'transferred:workCard:' || r.d
                else 'הלקוח בחר ספק אחר' end,
           case when ${isQuote} then ${initialGeneralStatus('priceQuote')}
                else ${JSON.stringify(statuses)}::jsonb->>(r.d % ${statuses.length})::int end,
           r.at::date, (r.creator->>'id')::uuid, r.creator->>'role', r.creator->>'name',
           case when r.creator->>'role' = 'agent' then (r.creator->>'id')::uuid end,
           c.e->>'name', c.e->>'id_number', c.e->>'phone', c.e->>'plate', c.e->>'chassis',
           (r.handler->>'id')::uuid,
           case when not ${isQuote} then (r.storekeeper->>'id')::uuid end,
           (r.installer->>'id')::uuid,
           case when ${isCard} then (r.at + interval '1 day' * (r.d % 5))::date end,
           t.warehouses, t.total,
           t.body || jsonb_build_object(
             'userInformation', c.e->'info',
             'billingCustomer', (c.e->'info') || jsonb_build_object('showCustomerDetails', r.d % 5 = 0),
             'contactDetails', c.e->'contact',
             'machine', c.e->'machine',
             'shippingAddress', (t.body->'shippingAddress') || jsonb_build_object(
               'city', c.e->'info'->'city',
               'shippingDate', case when ${isCard} then to_char(r.at + interval '1 day' * (r.d % 5), 'DD/MM/YYYY') else '' end,
               'hour', case when ${isCard} then lpad((8 + r.d % 9)::text, 2, '0') || ':00' else '' end),
             'handleBy', jsonb_build_object(
               'worker', r.handler,
               'storekeeper', case when not ${isQuote} then r.storekeeper end,
               'installer', r.installer,
               'supplier', null),
             'docNotes', jsonb_build_array(jsonb_build_object(
               'id', md5(${category} || r.d)::uuid,
               'content', case when r.d % 2 = 0 then 'הלקוח ביקש הצעה מהירה' else 'נבדק מול המלאי, הסחורה זמינה' end,
               'createdBy', jsonb_build_object('role', r.creator->>'role', 'name', r.creator->>'name',
                  'id', r.creator->>'id', 'date', to_char(r.at, 'DD/MM/YYYY'), 'hour', to_char(r.at, 'HH24:MI')),
               'isNew', false)),
             'generalStatusModified', jsonb_build_object('LastModifiedDate', to_char(r.at, 'DD/MM/YYYY HH24:MI'),
                                                          'LastModifiedBy', r.creator->>'name')),
           r.at, r.at
    from r join c on c.k = r.k join t on t.i = r.i`);
  await server.database.db.execute(sql`
    insert into document_counters (category, last_doc_id) values (${category}, ${count})
    on conflict (category) do update set last_doc_id = excluded.last_doc_id`);
}

/** Fills the bench database (fresh each run, as every benchmark's is) and answers who is who. */
export async function fillDocuments(server: BenchServer) {
  const { db } = server.database;
  const started = performance.now();
  const people = await benchPeople(server);
  const customers = fakeCustomers();
  const lineTemplates = templates(48, customers[1] as Customer);
  const statuses = (
    await db.execute<{ name: string }>(sql`select name from general_statuses order by position`)
  ).rows.map((row) => row.name);
  for (const category of categories)
    await fillCategory(server, category, sizes[category], customers, lineTemplates, people, statuses);
  // Every document's "create" entry, and a "close" one for the closed: what getAllDocs reads beside each row.
  await db.execute(sql`
    insert into activity_log (at, actor_id, actor_role, actor_name, action, entity, entity_id, new_values)
    select created_at, created_by_id, created_by_role, created_by_name, 'create', 'document', id::text,
           jsonb_build_object('docId', doc_id, 'category', category, 'docTotalPrice', doc_total_price)
    from documents`);
  await db.execute(sql`
    insert into activity_log (at, actor_id, actor_role, actor_name, action, entity, entity_id,
                              old_values, new_values, notes)
    select created_at + interval '3 days', created_by_id, created_by_role, created_by_name, 'close', 'document',
           id::text, '{"status": true}'::jsonb,
           jsonb_build_object('status', false, 'closeReason', close_reason), close_reason
    from documents where not status`);
  const filled = (performance.now() - started) / 1000;
  await db.execute(sql`vacuum analyze documents`);
  await db.execute(sql`vacuum analyze activity_log`);
  const [figures] = (
    await db.execute<{
      total: number;
      open: number;
      agent: number;
      wh3: number;
      body: number;
      stored: number;
      table: string;
      indexes: string;
    }>(sql`
      select count(*)::int as total, count(*) filter (where status)::int as open,
             count(*) filter (where created_by_id = ${people.agent.id} or group_id = ${people.agent.id})::int as agent,
             count(*) filter (where warehouses @> '{3}')::int as wh3,
             avg(octet_length(body::text))::int as body, avg(pg_column_size(body))::int as stored,
             pg_size_pretty(pg_table_size('documents')) as table,
             pg_size_pretty(pg_indexes_size('documents')) as indexes
      from documents`)
  ).rows;
  console.info(
    `\ndocuments: ${figures?.total.toLocaleString('en')} (${categories.map((category) => `${category} ${sizes[category].toLocaleString('en')}`).join(', ')}) ` +
      `for ${customerCount.toLocaleString('en')} customers, filled in ${filled.toFixed(1)} s + vacuum analyze ${((performance.now() - started) / 1000 - filled).toFixed(1)} s; ` +
      `${figures?.open.toLocaleString('en')} open, ${figures?.agent.toLocaleString('en')} the agent's, ${figures?.wh3.toLocaleString('en')} from warehouse 3; ` +
      `body ${figures?.body} B as JSON (${figures?.stored} B stored); table ${figures?.table}, indexes ${figures?.indexes}`,
  );
  return { people, customers };
}

// ---------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------

interface Timed {
  /** How many ran (fewer than asked when the time budget ran out). */
  n: number;
  p50: number;
  p99: number;
  max: number;
  rate: number;
  failures: number;
}

/**
 * Runs `task` up to `count` times, `concurrency` at a time, after a short warm-up, and times each;
 * stops early after `budgetMs` so a slow path cannot stretch the run (n says how many ran).
 */
async function timed(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<boolean>,
  budgetMs = 12_000,
): Promise<Timed> {
  for (let index = 0; index < Math.min(10, count); index++) await task(count + index);
  const timings: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && performance.now() - started < budgetMs) {
        const index = next++;
        const begin = performance.now();
        const ok = await task(index);
        timings.push(performance.now() - begin);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return {
    n: timings.length,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    max: timings.at(-1) ?? Number.NaN,
    rate: timings.length / seconds,
    failures,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
function line(label: string, concurrency: number, result: Timed, unit = 'req/s'): string {
  return (
    `${label.padEnd(62)} n=${result.n} c=${concurrency}  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  max ${ms(result.max)}  ` +
    `${result.rate.toFixed(0)} ${unit}${result.failures ? `  FAILED ${result.failures}` : ''}`
  );
}

/** An HTTP call that reports the first failure it sees, so a broken benchmark says why. */
function sender(server: BenchServer) {
  let reported = false;
  return async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    if (!response.ok && !reported) {
      reported = true;
      console.info(
        `  ${init.method ?? 'GET'} ${path.split('?')[0]} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    }
    return { ok: response.ok, text };
  };
}

// ---------------------------------------------------------------------------------------------
// getAllDocs beside its SQL floor
// ---------------------------------------------------------------------------------------------

interface ListCase {
  label: string;
  token: string;
  viewer: DocumentViewer;
  /** The query string and the filters the service makes of it (the floor runs those). */
  request: (index: number) => { query: Record<string, string>; filters: DocumentFilters };
}

/**
 * The statements getAllDocs runs, built by the repository's own conditions: the page and the exact
 * count (in parallel, as the repository sends them), then the page's activity log.
 */
function floorStatements(server: BenchServer, viewer: DocumentViewer, filters: DocumentFilters) {
  const { db } = server.database;
  const where = and(documentScope(viewer), documentConditions(filters));
  return {
    page: db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.docId))
      .limit(pageSize)
      .offset(0)
      .toSQL(),
    count: db.select({ total: count() }).from(documents).where(where).toSQL(),
    log: (ids: string[]) =>
      db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entity, 'document'), inArray(activityLog.entityId, ids)))
        .orderBy(desc(activityLog.at), desc(activityLog.id))
        .toSQL(),
  };
}

async function runFloor(server: BenchServer, viewer: DocumentViewer, filters: DocumentFilters) {
  const { pool } = server.database;
  const statements = floorStatements(server, viewer, filters);
  const [page] = await Promise.all([
    pool.query<{ id: string }>(statements.page.sql, statements.page.params as unknown[]),
    pool.query(statements.count.sql, statements.count.params as unknown[]),
  ]);
  const ids = page.rows.map((row) => row.id);
  if (ids.length > 0) {
    const log = statements.log(ids);
    await pool.query(log.sql, log.params as unknown[]);
  }
  return true;
}

/** "Limit → Index Scan using x (rows)" from an EXPLAIN (FORMAT JSON) plan, and its execution time. */
async function planOf(server: BenchServer, statement: { sql: string; params: unknown[] }) {
  const result = await server.database.pool.query<{
    'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
  }>(`explain (analyze, buffers, format json) ${statement.sql}`, statement.params);
  const [root] = result.rows[0]?.['QUERY PLAN'] ?? [];
  if (!root) return 'no plan';
  const nodes: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    if (depth > 4) return;
    const on = node['Index Name'] ?? node['Relation Name'];
    nodes.push(`${node['Node Type']}${on ? ` ${on}` : ''} (${node['Actual Rows']} rows)`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(root.Plan, 0);
  return `${root['Execution Time'].toFixed(2)} ms: ${nodes.join(' → ')}`;
}
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

function listCases(people: People, customers: Customer[]): ListCase[] {
  const worker: DocumentViewer = { userId: people.worker.id, role: 'worker', groupIds: [] };
  const agent: DocumentViewer = { userId: people.agent.id, role: 'agent', groupIds: [people.agent.id] };
  const installer = people.installers[0]?.id ?? '';
  // Name fragments as people type them: a common surname, a rarer one, a settlement, part of a first name.
  const fragments = ['כהן', 'מסאלח', 'גבעת חיים', 'פרידמ', 'סמירנוב', 'נטלי'];
  const simple =
    (category: DocCategory, extra: Record<string, string> = {}, filters: DocumentFilters = {}) =>
    () => ({
      query: { category, page: '0', limit: String(pageSize), ...extra },
      filters: { category, ...filters },
    });
  // The service trims the term and ignores one shorter than three characters: so does the floor.
  const searching = (category: DocCategory, term: (index: number) => string) => (index: number) => {
    const search = term(index);
    return {
      query: { category, page: '0', limit: String(pageSize), search },
      filters: { category, search: normalizeSearch(search) },
    };
  };
  const asWorker = { token: people.worker.token, viewer: worker };
  const asAgent = { token: people.agent.token, viewer: agent };
  return [
    ...categories.map((category) => ({
      label: `${category}, first page`,
      ...asWorker,
      request: simple(category),
    })),
    {
      label: 'priceQuote, search by number (3–5 digits)',
      ...asWorker,
      request: searching('priceQuote', (index) => String(100 + ((index * 7_919) % (sizes.priceQuote - 100)))),
    },
    {
      label: 'priceQuote, search by customer name fragment',
      ...asWorker,
      request: searching('priceQuote', (index) => pick(fragments, index)),
    },
    {
      label: 'priceQuote, search by plate (first 5 digits)',
      ...asWorker,
      request: searching('priceQuote', (index) =>
        (customers[(index * 104_729) % customers.length] as Customer).plate.slice(0, 5),
      ),
    },
    {
      label: 'priceQuote, docType=closed',
      ...asWorker,
      request: simple('priceQuote', { docType: 'closed' }, { open: false }),
    },
    {
      label: 'priceQuote, warehouse=3',
      ...asWorker,
      request: simple('priceQuote', { warehouse: '3' }, { warehouse: 3 }),
    },
    {
      label: 'workCard, person = an installer',
      ...asWorker,
      request: simple('workCard', { person: installer }, { person: installer }),
    },
    { label: 'priceQuote, as an agent (scoped)', ...asAgent, request: simple('priceQuote') },
    {
      label: 'priceQuote, as an agent, search name fragment',
      ...asAgent,
      request: searching('priceQuote', (index) => pick(fragments, index)),
    },
  ];
}

async function benchList(server: BenchServer, people: People, customers: Customer[]) {
  const send = sender(server);
  const cases = listCases(people, customers);
  const requests = 200;
  const missed = new Map<number, string[]>();
  console.info(
    `\nGET /api/doc/getAllDocs over 200,000 documents, page 0 of ${pageSize}; beside each, the same statements straight in PostgreSQL ` +
      `(page ‖ exact count, then the page's activity log)`,
  );
  for (const concurrency of [1, 8]) {
    missed.set(concurrency, []);
    for (const listCase of cases) {
      let bytes = 0;
      const http = await timed(requests, concurrency, async (index) => {
        const { query } = listCase.request(index);
        const answer = await send(`/api/doc/getAllDocs?${new URLSearchParams(query)}`, listCase.token);
        bytes = Buffer.byteLength(answer.text);
        return answer.ok;
      });
      const floor = await timed(requests / 2, concurrency, (index) =>
        runFloor(server, listCase.viewer, listCase.request(index).filters),
      );
      const met = http.p99 <= goalMs;
      console.info(
        `${line(`getAllDocs ${listCase.label}`, concurrency, http)}  ${(bytes / 1024).toFixed(0)} KB`,
      );
      console.info(
        `${'  same statements in PostgreSQL'.padEnd(62)} n=${floor.n} c=${concurrency}  p50 ${ms(floor.p50)}  p99 ${ms(floor.p99)}` +
          `  → HTTP/SQL p50 ×${(http.p50 / floor.p50).toFixed(1)}, p99 ×${(http.p99 / floor.p99).toFixed(1)};  goal p99 ≤ ${goalMs} ms: ${met ? 'met' : 'MISSED'}`,
      );
      if (!met) missed.get(concurrency)?.push(`${listCase.label} (p99 ${ms(http.p99)})`);
    }
  }
  for (const [concurrency, missedCases] of missed)
    console.info(
      `getAllDocs goal p99 ≤ ${goalMs} ms at ${concurrency} client${concurrency > 1 ? 's' : ''}: ` +
        (missedCases.length === 0
          ? `met in all ${cases.length} cases`
          : `met in ${cases.length - missedCases.length} of ${cases.length}; missed for ${missedCases.join('; ')}`),
    );

  console.info('\nplans (EXPLAIN ANALYZE of the first request of each case: page, then count)');
  for (const listCase of cases) {
    const statements = floorStatements(server, listCase.viewer, listCase.request(1).filters);
    console.info(
      `${listCase.label}\n  page  ${await planOf(server, statements.page)}\n  count ${await planOf(server, statements.count)}`,
    );
  }
}

/** The exact count(*) a category's list answers as `total`, measured alone (a known cost at 100,000+ rows). */
async function benchCounts(server: BenchServer, people: People) {
  const { pool } = server.database;
  console.info("\nexact count(*) alone, as the list's total");
  const agent: DocumentViewer = { userId: people.agent.id, role: 'agent', groupIds: [people.agent.id] };
  const worker: DocumentViewer = { userId: people.worker.id, role: 'worker', groupIds: [] };
  const countOf = (viewer: DocumentViewer, filters: DocumentFilters) =>
    floorStatements(server, viewer, filters).count;
  const cases: [string, { sql: string; params: unknown[] }][] = [
    ...categories.map((category): [string, { sql: string; params: unknown[] }] => [
      `count ${category} (${sizes[category].toLocaleString('en')} rows)`,
      countOf(worker, { category }),
    ]),
    ['count priceQuote closed', countOf(worker, { category: 'priceQuote', open: false })],
    ['count priceQuote as the agent', countOf(agent, { category: 'priceQuote' })],
  ];
  for (const [label, statement] of cases) {
    const result = await timed(100, 1, async () => {
      await pool.query(statement.sql, statement.params);
      return true;
    });
    console.info(`${line(label, 1, result, 'counts/s')}\n  ${await planOf(server, statement)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// createDoc
// ---------------------------------------------------------------------------------------------

function newDocument(index: number, customers: Customer[], people: People, category: DocCategory) {
  const customer = customers[(index * 7_919) % customers.length] as Customer;
  const doc = lineTemplate(index, customer) as Record<string, unknown>;
  if (category === 'workCard') {
    doc.shippingAddress = { ...(doc.shippingAddress as object), shippingDate: '15/03/2026', hour: '09:00' };
    doc.handleBy = {
      storekeeper: { id: people.storekeepers[0]?.id },
      installer: { id: people.installers[0]?.id },
    };
  }
  doc.docNotes = [{ content: 'הלקוח ביקש הצעה מהירה', isNew: true }];
  return { category, doc };
}

/** createDoc's answer as the bench reads it. */
async function createDoc(baseUrl: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/doc/createDoc`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { ok: response.ok, status: response.status, text };
}

/**
 * createDoc one at a time and 8 at once: first on a second server over the same database whose
 * Chromium is missing (no PDFs: the counter, totals, insert and log), then on the bench server,
 * which renders the original and the true copy before answering when this build makes PDFs.
 */
async function benchCreate(server: BenchServer, people: People, customers: Customer[]) {
  let made = 0;
  let reported = false;
  const create = (category: DocCategory, baseUrl: string) => async (index: number) => {
    made += 1;
    const answer = await createDoc(
      baseUrl,
      people.worker.token,
      newDocument(index, customers, people, category),
    );
    if (!answer.ok && !reported) {
      reported = true;
      console.info(`  createDoc answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    return answer.ok;
  };
  const runs: [DocCategory, number, number][] = [
    ['priceQuote', 200, 1],
    ['priceQuote', 400, 8],
    ['workCard', 200, 1],
    ['workCard', 400, 8],
  ];
  const plain = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: server.databaseUrl,
      WEB_DIST_DIR: '/nonexistent',
      CHROMIUM_PATH: '/nonexistent/chromium',
    }),
    db: server.database.db,
    secret: benchSecret,
    sms: new DevelopmentSmsSender(),
  });
  try {
    const plainUrl = await plain.listen({ port: 0, host: '127.0.0.1' });
    console.info(
      '\nPOST /api/doc/createDoc without PDFs (a second server whose Chromium is missing): number from the counter, totals, insert, log',
    );
    for (const [category, requests, concurrency] of runs) {
      const result = await timed(requests, concurrency, create(category, plainUrl));
      console.info(line(`createDoc ${category}`, concurrency, result, 'documents/s'));
    }
  } finally {
    await plain.close();
  }

  const chromium = process.env.CHROMIUM_PATH ?? defaultChromiumPath;
  const probe = await createDoc(
    server.baseUrl,
    people.worker.token,
    newDocument(0, customers, people, 'priceQuote'),
  );
  made += 1;
  const printed = probe.ok && (JSON.parse(probe.text) as BusinessDocument).pdfUrl2 !== '';
  if (!printed) {
    console.info(
      `createDoc with PDFs: not measured — the answer carries no PDF link (${existsSync(chromium) ? `Chromium is at ${chromium}: this build renders none` : `no Chromium at ${chromium}`})`,
    );
  } else {
    console.info(
      `createDoc with PDFs (Chromium at ${chromium}): the original and the true copy rendered and stored before the answer`,
    );
    for (const [category, requests, concurrency] of [
      ['priceQuote', 40, 1],
      ['priceQuote', 80, 8],
    ] as const) {
      const result = await timed(requests, concurrency, create(category, server.baseUrl), 10_000);
      console.info(line(`createDoc ${category} with PDFs`, concurrency, result, 'documents/s'));
    }
  }

  const numbers = (
    await server.database.db.execute<{ category: string; count: number; max: number; counter: number }>(sql`
      select d.category, count(*)::int as count, max(d.doc_id)::int as max, max(c.last_doc_id)::int as counter
      from documents d join document_counters c using (category) group by d.category order by d.category`)
  ).rows;
  console.info(
    `numbers after ${made} creates: ${numbers.map((row) => `${row.category} ${row.count.toLocaleString('en')} documents, highest ${row.max.toLocaleString('en')}, counter ${row.counter.toLocaleString('en')}${row.count === row.max && row.max === row.counter ? ' (gapless)' : ' (GAPS)'}`).join('; ')}`,
  );
}

/**
 * POST /api/doc/generatePdf as the modal's preview asks it: a price quote of about ten lines,
 * rendered by the warm Chromium engine and answered as the PDF, one at a time (latency, goal p50
 * ≤ 60 ms) and four at a time (throughput). Each request differs in its header line, so identical
 * requests sharing one render (single flight) do not flatter the figures.
 */
async function benchPreview(server: BenchServer, people: People, customers: Customer[]) {
  const chromium = process.env.CHROMIUM_PATH ?? defaultChromiumPath;
  if (!existsSync(chromium)) {
    console.info(`\ngeneratePdf preview: not measured — no Chromium at ${chromium}`);
    return;
  }
  const base = newDocument(3, customers, people, 'priceQuote');
  const doc = base.doc as { products: unknown[]; works: unknown[] };
  const products = Array.from({ length: 8 }, (_, n) => ({
    ...(doc.products[0] as object),
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  }));
  let bytes = 0;
  let pages = 0;
  let reported = false;
  const preview = async (index: number) => {
    const response = await fetch(`${server.baseUrl}/api/doc/generatePdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${people.worker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...base.doc,
        products,
        category: 'priceQuote',
        isPreview: true,
        headerText: `תצוגה ${index}`,
      }),
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok && !reported) {
      reported = true;
      console.info(`  generatePdf answered ${response.status}: ${body.toString().slice(0, 300)}`);
    }
    bytes = body.length;
    pages = body.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    return response.ok;
  };
  console.info(
    `\nPOST /api/doc/generatePdf preview (Chromium at ${chromium}): a price quote of ${products.length + doc.works.length} lines, rendered and answered`,
  );
  for (const [requests, concurrency] of [
    [60, 1],
    [120, 4],
  ] as const) {
    const result = await timed(requests, concurrency, preview, 15_000);
    console.info(
      `${line('generatePdf preview', concurrency, result, 'documents/s')}  ${(bytes / 1024).toFixed(0)} KB, ${pages} page${pages === 1 ? '' : 's'}`,
    );
  }
}

/**
 * Issue 15: business documents at 200,000 — getAllDocs per category and with each filter, as a
 * worker and as an agent, at 1 and 8 clients beside the same statements in PostgreSQL; the exact
 * count alone; createDoc one at a time and 8 at once (with PDFs when the build renders them).
 * Loads its own data (`npm run bench -- documents`).
 */
export async function benchDocuments(server: BenchServer): Promise<void> {
  const { people } = await fillDocuments(server);
  await measureDocuments(server, people);
}

/** The measurements over a filled database (the customers are the same on every fill). */
export async function measureDocuments(server: BenchServer, people: People): Promise<void> {
  const customers = fakeCustomers();
  await benchList(server, people, customers);
  await benchCounts(server, people);
  await benchCreate(server, people, customers);
  await benchPreview(server, people, customers);
}
