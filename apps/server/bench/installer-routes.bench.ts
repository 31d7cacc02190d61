import { addDays, type DocumentInput, documentInputSchema, formatDisplayDate, todayIso } from '@tg/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import { addressKey } from '../src/modules/documents/documents.location';
import { documentsRepository } from '../src/modules/documents/documents.repository';
import { bodyOf, columnsOf, priced } from '../src/modules/documents/documents.shape';
import { documents, type NewDocumentRow } from '../src/modules/documents/documents.table';
import { usersRepository } from '../src/modules/users/users.repository';
import { users } from '../src/modules/users/users.table';
import { type BenchServer, measure, percentile } from './bench-kit';

/** Issue 16: 50 installers, 30 cards each over the three days the dashboard shows. */
const installerCount = 50;
const cardsPerInstallerDay = 10;
/** Other work cards of other days, so the day's cards are found among many. */
const otherCards = 40_000;

const places = [
  { city: 'עפולה', lat: 32.6078, lng: 35.2897 },
  { city: 'חדרה', lat: 32.434, lng: 34.9196 },
  { city: 'באר שבע', lat: 31.2518, lng: 34.7913 },
  { city: 'רמלה', lat: 31.9279, lng: 34.8625 },
  { city: 'נהלל', lat: 32.6909, lng: 35.1965 },
  { city: 'טייבה', lat: 32.2662, lng: 35.0089 },
];

function cardInput(index: number, day: string): DocumentInput {
  const place = places[index % places.length] as (typeof places)[number];
  return {
    userInformation: {
      name: `לקוח ${index}`,
      userId: '',
      phoneNumber: `050${String(index).padStart(7, '0')}`,
    },
    contactDetails: {
      name: `איש קשר ${index}`,
      phoneNumber: `052${String(index).padStart(7, '0')}`,
      email: '',
    },
    machine: { vinNumber: `VIN${index}`, tractorNumber: String(7_000_000 + index), machine: 'JOHN DEERE' },
    shippingAddress: {
      city: place.city,
      neighborhood: 'הדקל',
      buildingNumber: String(1 + (index % 40)),
      shippingDate: formatDisplayDate(day),
      hour: index % 5 === 0 ? `${String(8 + (index % 9)).padStart(2, '0')}:00` : '',
    },
    products: [
      { catalogNumber: 'W-100', name: 'שמשה קדמית', quantity: 1, price: 1200 },
      { catalogNumber: 'W-200', name: 'מגב', quantity: 2, price: 80 },
    ],
    works: [{ catalogNumber: '1001', name: 'התקנה', quantity: 1, price: 250 }],
    comments: index % 3 === 0 ? 'לתאם טלפונית לפני ההגעה' : '',
  } as DocumentInput;
}

function cardRow(
  index: number,
  day: string,
  installerId: string,
  routeNumber: number | null,
): NewDocumentRow {
  const input = documentInputSchema.parse(cardInput(index, day));
  const lines = priced(input);
  const place = places[index % places.length] as (typeof places)[number];
  return {
    ...columnsOf(input, lines.docTotalPrice),
    installerId,
    routeNumber,
    category: 'workCard',
    docId: 1_000_000 + index,
    generalStatus: index % 4 === 0 ? 'בוצע' : 'פתוח',
    issuedOn: day,
    createdById: installerId,
    createdByRole: 'worker',
    createdByName: 'bench',
    body: bodyOf(input, lines, [], { LastModifiedDate: '', LastModifiedBy: '' }),
    // Located already, as every card is after its first read: the read never waits on the geocoder.
    lat: place.lat,
    lng: place.lng,
    locationPrecision: 'locality',
    locatedAddress: addressKey(input.shippingAddress),
  };
}

/**
 * getInstallerRoutes (issue 16) at 50 installers × 30 cards among 40,000 other cards, beside the
 * same two statements run straight on PostgreSQL in the same run.
 */
export async function benchInstallerRoutes(server: BenchServer): Promise<void> {
  const { db, pool } = server.database;
  const today = todayIso();
  const days = [addDays(today, -1), today, addDays(today, 1)];
  const installers = await Promise.all(
    Array.from({ length: installerCount }, (_, n) =>
      usersRepository.insert(db, {
        role: 'installer',
        name: `מתקין ${n + 1}`,
        phoneNumber: `+97254${String(n).padStart(7, '0')}`,
      }),
    ),
  );
  const rows: NewDocumentRow[] = [];
  let index = 0;
  for (const installer of installers)
    for (const day of days)
      for (let k = 0; k < cardsPerInstallerDay; k++) rows.push(cardRow(index++, day, installer.id, k + 1));
  const routeCards = rows.length;
  for (let k = 0; k < otherCards; k++) {
    const installer = installers[k % installers.length] as (typeof installers)[number];
    rows.push(cardRow(index++, addDays(today, 2 + (k % 300)), installer.id, null));
  }
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(documents).values(rows.slice(start, start + 1000));
  await pool.query('analyze documents');

  const token = await server.tokenFor('worker');
  const timeRange = formatDisplayDate(today);
  const send = () =>
    fetch(`${server.baseUrl}/api/users/getInstallerRoutes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ timeRange }),
    });
  const answer = (await (await send()).json()) as { installerRoutes: unknown[] };
  console.info(
    `\nInstaller routes: ${installers.length} installers × ${routeCards / installers.length} cards over three days, among ${otherCards.toLocaleString('en')} other cards (answer: ${answer.installerRoutes.length} routes, ${((await (await send()).arrayBuffer()).byteLength / 1024).toFixed(0)} KB)`,
  );
  const http1 = await measure('POST /api/users/getInstallerRoutes', 200, 1, send);
  const http8 = await measure('POST /api/users/getInstallerRoutes', 200, 8, send);

  // The floor: the service's two statements (the days' cards in route order, then their installers).
  const cardsSql = documentsRepository.routeCardRows(db, { days }).toSQL();
  const peopleSql = db
    .select()
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          installers.map((person) => person.id),
        ),
        isNull(users.deletedAt),
      ),
    )
    .toSQL();
  const floorOnce = async () => {
    const begin = performance.now();
    await pool.query(cardsSql.sql, cardsSql.params as unknown[]);
    await pool.query(peopleSql.sql, peopleSql.params as unknown[]);
    return performance.now() - begin;
  };
  for (let warm = 0; warm < 20; warm++) await floorOnce();
  const floor: number[] = [];
  for (let run = 0; run < 200; run++) floor.push(await floorOnce());
  floor.sort((a, b) => a - b);
  const [p50, p99] = [percentile(floor, 50), percentile(floor, 99)];
  console.info(
    `${'  same statements in PostgreSQL'.padEnd(58)} n=200 c=1  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  → HTTP/SQL p50 ×${(http1.p50 / p50).toFixed(1)}, p99 ×${(http1.p99 / p99).toFixed(1)} (8 clients p99 ${http8.p99.toFixed(1)} ms)`,
  );
  const plan = await pool.query<{ 'QUERY PLAN': string }>(
    `explain ${cardsSql.sql}`,
    cardsSql.params as unknown[],
  );
  console.info(`  plan: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);
}
