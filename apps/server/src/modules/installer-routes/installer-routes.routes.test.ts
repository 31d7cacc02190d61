import {
  type DocumentInput,
  type InstallerRoute,
  validationMessages as m,
  storekeeperReadyStatus,
} from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc, quoteInput } from '../../../test/documents';
import { createUser, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;
let ctx: TestContext;
let worker: Headers;
let storekeeperId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  storekeeperId = (await createUser(ctx, 'storekeeper')).id;
});
afterAll(() => ctx.close());

const routesCall = (headers: Headers, path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: path, headers, payload });

/** A work card for an installer's day, in a city of the gazetteer (or not). */
async function card(
  installerId: string,
  day: string,
  fields: { city?: string; routeNumber?: number | null; hour?: string; street?: string } = {},
) {
  const response = await createDoc(ctx, worker, 'workCard', {
    ...quoteInput(),
    shippingAddress: {
      city: fields.city ?? 'חיפה',
      neighborhood: fields.street ?? 'הרצל',
      buildingNumber: '5',
      shippingDate: day,
      hour: fields.hour ?? '',
    },
    handleBy: { storekeeper: { id: storekeeperId, name: '' }, installer: { id: installerId, name: '' } },
    routeNumber: fields.routeNumber ?? null,
  } as DocumentInput);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { docId: number; _id: string; location: unknown };
}

describe('getInstallerRoutes (spec 2 §7)', () => {
  it('answers each installer with a card around the day, its three days in route order and where each card goes', async () => {
    const installer = await createUser(ctx, 'installer', { name: 'אבי מתקין' });
    await createUser(ctx, 'installer', { name: 'בלי כרטיסים' });
    const second = await card(installer.id, '11/01/2027', { routeNumber: 2, city: 'עפולה' });
    const first = await card(installer.id, '11/01/2027', { routeNumber: 1, city: 'תל אביב-יפו' });
    const unnumbered = await card(installer.id, '11/01/2027', { city: 'ישוב שאיננו' });
    const yesterday = await card(installer.id, '10/01/2027');
    const tomorrow = await card(installer.id, '12/01/2027');
    const later = await card(installer.id, '13/01/2027');
    const closed = await card(installer.id, '11/01/2027');
    await docCall(ctx, worker, 'updateItemByFields', {
      category: 'workCard',
      docId: closed.docId,
      fields: { status: false, closeReason: 'בוטל' },
    });

    const response = await routesCall(worker, '/api/users/getInstallerRoutes', { timeRange: '11/01/2027' });
    expect(response.statusCode, response.body).toBe(200);
    const routes = response.json().installerRoutes as InstallerRoute[];
    const mine = routes.find((route) => route.installerDetails._id === installer.id);
    expect(routes.some((route) => route.installerDetails.userInformation.name === 'בלי כרטיסים')).toBe(false);
    expect(mine?.installerDetails.userInformation).toMatchObject({ name: 'אבי מתקין', avatar: '' });
    expect(mine?.todayWorkCards.map((c) => c.docId)).toEqual([first.docId, second.docId, unnumbered.docId]);
    expect(mine?.yesterdayWorkCards.map((c) => c.docId)).toEqual([yesterday.docId]);
    expect(mine?.tomorrowWorkCards.map((c) => c.docId)).toEqual([tomorrow.docId]);
    expect(JSON.stringify(routes)).not.toContain(`"docId":${later.docId},`);
    const today = mine?.todayWorkCards ?? [];
    expect(today[0]).toMatchObject({
      routeNumber: 1,
      userInformation: { name: 'משה כהן' },
      contactDetails: { phoneNumber: '050-1234567' },
      shippingAddress: {
        city: 'תל אביב-יפו',
        neighborhood: 'הרצל',
        buildingNumber: '5',
        shippingDate: '11/01/2027',
      },
      generalStatus: { status: expect.any(String) },
      products: [
        { name: 'שמשה קדמית', quantity: 2 },
        { name: 'שמשה קדמית', quantity: 3 },
        { name: 'התקנה', quantity: 1 },
      ],
    });
    // Tel Aviv and Afula from the offline gazetteer; an unknown place has none.
    expect(today[0]?.location).toMatchObject({ precision: 'locality' });
    expect(today[0]?.location?.lat).toBeCloseTo(32.08, 1);
    expect(today[1]?.location?.lat).toBeCloseTo(32.6, 1);
    expect(today[2]?.location).toBeNull();
  });

  it('refuses a day that is not dd/MM/yyyy, and callers outside the office', async () => {
    const bad = await routesCall(worker, '/api/users/getInstallerRoutes', { timeRange: '2027-01-11' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.timeRange).toBe(m.invalidDate);
    for (const role of ['installer', 'agent', 'customer'] as const) {
      const { headers } = await signedInAs(ctx, role);
      const refused = await routesCall(headers, '/api/users/getInstallerRoutes', { timeRange: '11/01/2027' });
      expect(refused.statusCode, role).toBe(403);
    }
  });
});

describe('getInstallerRouteById', () => {
  it('answers one installer’s days, empty ones too, and no one who is not an installer', async () => {
    const installer = await createUser(ctx, 'installer');
    const one = await card(installer.id, '20/01/2027');
    const response = await routesCall(worker, '/api/users/getInstallerRouteById', {
      installerId: installer.id,
      timeRange: '19/01/2027',
    });
    expect(response.statusCode, response.body).toBe(200);
    const route = response.json().installerRoute;
    expect(route.todayWorkCards).toEqual([]);
    expect(route.tomorrowWorkCards.map((c: { docId: number }) => c.docId)).toEqual([one.docId]);
    const notInstaller = await routesCall(worker, '/api/users/getInstallerRouteById', {
      installerId: storekeeperId,
      timeRange: '19/01/2027',
    });
    expect(notInstaller.statusCode).toBe(404);
  });
});

describe('route numbers (spec 2 §4)', () => {
  it('are unique per installer per day: a taken number answers 409 beside the field and changes nothing', async () => {
    const installer = await createUser(ctx, 'installer');
    const other = await createUser(ctx, 'installer');
    await card(installer.id, '01/02/2027', { routeNumber: 1 });
    const second = await card(installer.id, '01/02/2027', { routeNumber: 2 });
    // The same number on another installer's day, or another day, is free.
    await card(other.id, '01/02/2027', { routeNumber: 1 });
    await card(installer.id, '02/02/2027', { routeNumber: 1 });
    const taken = await docCall(ctx, worker, 'updateItemByFields', {
      category: 'workCard',
      docId: second.docId,
      fields: { routeNumber: 1 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ routeNumber: m.routeNumberTaken });
    const stored = (await lookupDoc(ctx, worker, 'workCard', second.docId)).json().items[0];
    expect(stored.routeNumber).toBe(2);
  });

  it('holds under parallel saves: of eight cards given the same number at once, one keeps it', async () => {
    const installer = await createUser(ctx, 'installer');
    const cards = await Promise.all(Array.from({ length: 8 }, () => card(installer.id, '03/02/2027')));
    const answers = await Promise.all(
      cards.map((one) =>
        docCall(ctx, worker, 'updateItemByFields', {
          category: 'workCard',
          docId: one.docId,
          fields: { routeNumber: 7 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
  });

  it('are freed when a card is closed', async () => {
    const installer = await createUser(ctx, 'installer');
    const first = await card(installer.id, '04/02/2027', { routeNumber: 1 });
    await docCall(ctx, worker, 'updateItemByFields', {
      category: 'workCard',
      docId: first.docId,
      fields: { status: false, closeReason: 'בוטל' },
    });
    await card(installer.id, '04/02/2027', { routeNumber: 1 });
  });
});

describe('route numbers through the full document form', () => {
  it('are kept from a stale form, and left behind when the card moves to another day', async () => {
    const installer = await createUser(ctx, 'installer');
    const mine = await card(installer.id, '11/02/2027', { routeNumber: 4 });
    const stored = (await lookupDoc(ctx, worker, 'workCard', mine.docId)).json().items[0];
    const save = (doc: object) => docCall(ctx, worker, 'updateDoc', { doc });
    const note = { content: 'עודכן', isNew: true };
    // A form opened before the planner gave it 4 still says 9: the plan stands.
    const stale = await save({ ...stored, routeNumber: 9, comments: 'להתקשר קודם', docNotes: [note] });
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json().routeNumber).toBe(4);
    const moved = await save({
      ...stored,
      docNotes: [note],
      shippingAddress: { ...stored.shippingAddress, shippingDate: '12/02/2027' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().routeNumber).toBeNull();
    // Its old turn is free on the old day.
    await card(installer.id, '11/02/2027', { routeNumber: 4 });
  });
});

describe('the best order of a day (POST /api/routes/optimize, /api/routes/applyOrder)', () => {
  it('orders the stops shorter than today’s order, lists those with no place, and applies the order as route numbers on confirmation', async () => {
    const installer = await createUser(ctx, 'installer');
    const day = '05/02/2027';
    // Today's order zigzags north–south–north; the short way visits Haifa and Afula together.
    const haifa = await card(installer.id, day, { city: 'חיפה', routeNumber: 1 });
    const beersheba = await card(installer.id, day, { city: 'באר שבע', routeNumber: 2 });
    const afula = await card(installer.id, day, { city: 'עפולה', routeNumber: 3 });
    const nowhere = await card(installer.id, day, { city: 'מקום שאינו ברשימה', routeNumber: 4 });

    const optimized = await routesCall(worker, '/api/routes/optimize', {
      installerId: installer.id,
      date: day,
    });
    expect(optimized.statusCode, optimized.body).toBe(200);
    const plan = optimized.json();
    expect(plan.unlocated).toEqual([nowhere.docId]);
    expect(plan.order.at(-1)).toBe(nowhere.docId);
    expect(plan.distanceKm).toBeLessThan(plan.previousDistanceKm);
    expect(Math.abs(plan.order.indexOf(haifa.docId) - plan.order.indexOf(afula.docId))).toBe(1);
    // Computing changed nothing.
    expect((await lookupDoc(ctx, worker, 'workCard', beersheba.docId)).json().items[0].routeNumber).toBe(2);

    const applied = await routesCall(worker, '/api/routes/applyOrder', {
      installerId: installer.id,
      date: day,
      order: plan.order,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const today = applied.json().installerRoute.todayWorkCards;
    expect(today.map((c: { docId: number }) => c.docId)).toEqual(plan.order);
    expect(today.map((c: { routeNumber: number }) => c.routeNumber)).toEqual([1, 2, 3, 4]);
    // Be'er Sheva was second and cannot stay second on the short way: its change is on its log.
    const moved = (await lookupDoc(ctx, worker, 'workCard', beersheba.docId)).json().items[0];
    expect(moved.routeNumber).not.toBe(2);
    expect(moved.activityLog[0]).toMatchObject({
      action: 'update',
      oldValue: 2,
      newValue: moved.routeNumber,
      comments: 'route order',
    });
  });

  it('refuses an order naming a card that is not on that installer’s day, and changes nothing', async () => {
    const installer = await createUser(ctx, 'installer');
    const mine = await card(installer.id, '06/02/2027', { routeNumber: 1 });
    const elsewhere = await card(installer.id, '07/02/2027');
    const response = await routesCall(worker, '/api/routes/applyOrder', {
      installerId: installer.id,
      date: '06/02/2027',
      order: [elsewhere.docId, mine.docId],
    });
    expect(response.statusCode).toBe(400);
    expect((await lookupDoc(ctx, worker, 'workCard', mine.docId)).json().items[0].routeNumber).toBe(1);
    const installerCaller = await signedInAs(ctx, 'installer');
    const refused = await routesCall(installerCaller.headers, '/api/routes/optimize', {
      installerId: installer.id,
      date: '06/02/2027',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('what the installer may set on a card (updateItemByFields)', () => {
  it('sets progress, notes and the signature on their own card; other fields are refused and a card not theirs is unknown', async () => {
    const installer = await signedInAs(ctx, 'installer');
    const mine = await card(installer.user.id, '08/02/2027');
    const theirs = await card((await createUser(ctx, 'installer')).id, '08/02/2027');
    const set = (docId: number, fields: object) =>
      docCall(ctx, installer.headers, 'updateItemByFields', { category: 'workCard', docId, fields });

    const done = await set(mine.docId, {
      'generalStatus.status': 'בוצע',
      installerNotes: 'הותקן',
      customerSignature: {
        isSignature: true,
        name: 'משה',
        signature: 'data:image/png;base64,AAAA',
        date: '08/02/2027',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().doc).toMatchObject({
      generalStatus: { status: 'בוצע' },
      installerNotes: 'הותקן',
      customerSignature: { isSignature: true, name: 'משה' },
    });
    for (const fields of [
      { routeNumber: 3 },
      { shippingStatus: true },
      { productsPicking: [{ line: 0, isPicked: true, scannedCount: 1 }] },
    ]) {
      const refused = await set(mine.docId, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(403);
      expect(Object.keys(refused.json().error.fields)).toEqual(Object.keys(fields));
    }
    expect((await set(theirs.docId, { installerNotes: 'x' })).statusCode).toBe(404);
    const unknownField = await set(mine.docId, { docTotalPrice: 1 });
    expect(unknownField.statusCode).toBe(400);
  });

  it('lets the storekeeper mark lines picked and scanned, and refuses a line that is not there', async () => {
    const storekeeper = await signedInAs(ctx, 'storekeeper');
    const response = await createDoc(ctx, worker, 'workCard', {
      ...quoteInput(),
      shippingAddress: { city: 'חיפה', shippingDate: '09/02/2027' },
      handleBy: { storekeeper: { id: storekeeper.user.id, name: '' } },
    } as DocumentInput);
    const { docId } = response.json();
    const picked = await docCall(ctx, storekeeper.headers, 'updateItemByFields', {
      category: 'workCard',
      docId,
      fields: {
        productsPicking: [{ line: 1, isPicked: true, scannedCount: 3 }],
        handleStorekeeperStatus: storekeeperReadyStatus,
      },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const lines = picked.json().doc.products;
    expect(
      lines.map((line: { isPicked: boolean; scannedCount: number }) => [line.isPicked, line.scannedCount]),
    ).toEqual([
      [false, 0],
      [true, 3],
    ]);
    const missing = await docCall(ctx, storekeeper.headers, 'updateItemByFields', {
      category: 'workCard',
      docId,
      fields: { productsPicking: [{ line: 5, isPicked: true, scannedCount: 1 }] },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('the day’s cards for the one who carries them (fetchDailyTasks)', () => {
  it('come in route order: numbered first, then by fixed hour', async () => {
    const installer = await signedInAs(ctx, 'installer');
    const late = await card(installer.user.id, '10/02/2027', { hour: '15:00' });
    const second = await card(installer.user.id, '10/02/2027', { routeNumber: 2 });
    const early = await card(installer.user.id, '10/02/2027', { hour: '08:00' });
    const first = await card(installer.user.id, '10/02/2027', { routeNumber: 1 });
    const tasks = await docCall(ctx, installer.headers, 'fetchDailyTasks', { page: 0, day: '10/02/2027' });
    expect(tasks.json().docs.map((doc: { docId: number }) => doc.docId)).toEqual([
      first.docId,
      second.docId,
      early.docId,
      late.docId,
    ]);
    expect(tasks.json().docs[0].location).toMatchObject({ precision: 'locality' });
  });
});

describe('the map’s tiles (ADR 0028)', () => {
  it('are none unless the install names a tile server', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/geo/mapSettings', headers: worker });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tileUrl: null, attribution: '' });
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });
});
