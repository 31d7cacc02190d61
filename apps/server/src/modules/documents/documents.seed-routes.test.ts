import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BusinessDocument, type InstallerRoute, installerStatuses, routeProgress } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docCall } from '../../../test/documents';
import { signedInAs, signIn } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { LocalFileStorage } from '../../platform/files/file-storage';
import { seedDemoData, seedDemoDocumentsOnce, seedDemoInsuranceOnce } from '../../platform/seed/seed';
import { sharedGazetteer } from '../geocoding/gazetteer';

// 07:30 in Israel: the round has started.
const now = new Date('2026-11-26T05:30:00Z');
const days = { yesterday: '25/11/2026', today: '26/11/2026', tomorrow: '27/11/2026' };

let ctx: TestContext;
let dataDir: string;
let installer: Record<string, string>;
let worker: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-demo-routes-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  await seedDemoData(ctx.db);
  await seedDemoInsuranceOnce(ctx.db);
  await seedDemoDocumentsOnce(ctx.db, new LocalFileStorage(path.join(dataDir, 'files')), now);
  const session = await signIn(ctx, '+972500000005', 'installer');
  installer = { authorization: `Bearer ${session.token}` };
  worker = (await signedInAs(ctx, 'worker')).headers;
}, 120_000);
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The routes dashboard of the day, as the office reads it. */
async function dashboard(): Promise<InstallerRoute[]> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/getInstallerRoutes',
    headers: worker,
    payload: { timeRange: days.today },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().installerRoutes as InstallerRoute[];
}

const count = async (query: ReturnType<typeof sql>) => Number((await ctx.db.execute(query)).rows[0]?.count);

const dayKeys = ['yesterdayWorkCards', 'todayWorkCards', 'tomorrowWorkCards'] as const;
const cardsOf = (route: InstallerRoute) => dayKeys.flatMap((key) => route[key]);

async function dailyTasks(day: string): Promise<BusinessDocument[]> {
  const response = await docCall(ctx, installer, 'fetchDailyTasks', { page: 0, limit: 15, day });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().docs as BusinessDocument[];
}

describe('demo installer routes', () => {
  it("gives the demo installer cards for yesterday, today and tomorrow: yesterday's done or failed, today's started", async () => {
    const yesterday = await dailyTasks(days.yesterday);
    const today = await dailyTasks(days.today);
    const tomorrow = await dailyTasks(days.tomorrow);
    expect([yesterday.length, today.length, tomorrow.length]).toEqual([5, 6, 5]);

    const statuses = (cards: BusinessDocument[]) => cards.map((card) => card.generalStatus.status);
    expect(statuses(yesterday).filter((status) => status === installerStatuses.done).length).toBe(4);
    const failed = yesterday.filter((card) => card.generalStatus.status === installerStatuses.failed);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.installerFailureReason).toEqual({
      reason: expect.stringMatching(/\S/),
      hour: expect.stringMatching(/^\d{2}:\d{2}$/),
    });
    // Marked by the installer, during yesterday's round.
    expect(failed[0]?.generalStatus.LastModifiedBy).toBe('מתקין');
    expect(failed[0]?.generalStatus.LastModifiedDate.startsWith(days.yesterday)).toBe(true);

    // Today: one done, one collected (in route), the rest still to do.
    expect(statuses(today).sort()).toEqual(
      [
        installerStatuses.collected,
        installerStatuses.done,
        'סטטוס כללי',
        'סטטוס כללי',
        'סטטוס כללי',
        'סטטוס כללי',
      ].sort(),
    );
    expect(routeProgress(today)).toBe(17);
    // The phone lists them in route order.
    expect(today.map((card) => card.routeNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statuses(tomorrow).every((status) => status === 'סטטוס כללי')).toBe(true);

    for (const card of [...yesterday, ...today, ...tomorrow]) {
      expect(card.handleBy.installer?.name).toBe('מתקין');
      expect(card.handleBy.storekeeper?.name).toBe('מחסנאי');
      expect(card.contactDetails.phoneNumber).toMatch(/^05\d-\d{7}$/);
      expect(card.products.length).toBeGreaterThan(0);
    }
    expect([...today, ...tomorrow].some((card) => card.shippingAddress.hour !== '')).toBe(true);
    expect([...today, ...tomorrow].some((card) => card.shippingAddress.hour === '')).toBe(true);
  });

  it("shows four installers on the dashboard, 4–8 cards a day each, today's progress short of 100% and different for each", async () => {
    const routes = await dashboard();
    expect(routes).toHaveLength(4);
    const progress: number[] = [];
    for (const route of routes) {
      for (const key of dayKeys) {
        expect(route[key].length, key).toBeGreaterThanOrEqual(4);
        expect(route[key].length, key).toBeLessThanOrEqual(8);
      }
      const today = routeProgress(route.todayWorkCards) as number;
      expect(today).toBeGreaterThan(0);
      expect(today).toBeLessThan(100);
      const statuses = route.todayWorkCards.map((card) => card.generalStatus.status);
      expect(statuses).toContain(installerStatuses.collected);
      expect(statuses).toContain('סטטוס כללי');
      expect(route.tomorrowWorkCards.every((card) => card.generalStatus.status === 'סטטוס כללי')).toBe(true);
      const failed = route.yesterdayWorkCards.filter(
        (card) => card.generalStatus.status === installerStatuses.failed,
      );
      expect(failed.length).toBeGreaterThanOrEqual(1);
      expect(failed.length).toBeLessThanOrEqual(2);
      progress.push(today);
    }
    expect(new Set(progress).size).toBe(4);
  });

  it("numbers each installer's day 1…n once, but for one installer's today, left for the planner", async () => {
    const unnumbered: string[] = [];
    for (const route of await dashboard()) {
      for (const key of dayKeys) {
        const numbers = route[key].map((card) => card.routeNumber);
        if (numbers.every((number) => number === null)) unnumbered.push(key);
        else expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      }
    }
    expect(unnumbered).toEqual(['todayWorkCards']);
  });

  it('sends every route card to a locality of the gazetteer by its exact Hebrew name, located there, in four regions', async () => {
    const routes = await dashboard();
    const gazetteer = sharedGazetteer();
    const cities = routes.map((route) => new Set(cardsOf(route).map((card) => card.shippingAddress.city)));
    for (const card of routes.flatMap(cardsOf)) {
      const locality = gazetteer.find(card.shippingAddress.city);
      expect(locality?.nameHe, card.shippingAddress.city).toBe(card.shippingAddress.city);
      expect(card.location).toEqual({ lat: locality?.lat, lng: locality?.lng, precision: 'locality' });
      expect(card.shippingAddress.neighborhood).not.toBe('');
    }
    // Each installer keeps to a region: a few localities each, none shared, across the country.
    const all = cities.flatMap((each) => [...each]);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all.map((city) => gazetteer.find(city)?.district)).size).toBeGreaterThanOrEqual(4);
  });

  it('is seeded once; a database seeded before the routes gets them once, unnumbered where a number is taken', async () => {
    const storage = new LocalFileStorage(path.join(dataDir, 'files'));
    const routeCards = async () => (await dashboard()).flatMap(cardsOf);
    const before = await routeCards();
    const documents = await count(sql`select count(*) from documents`);
    expect(await seedDemoDocumentsOnce(ctx.db, storage, now)).toBe(0);
    expect(await routeCards()).toHaveLength(before.length);

    // As on a database whose documents were seeded before the routes came: only the routes are made.
    await ctx.db.execute(sql`delete from app_settings where key = 'demo_routes_seeded'`);
    expect(await seedDemoDocumentsOnce(ctx.db, storage, now)).toBe(before.length);
    expect(await count(sql`select count(*) from documents`)).toBe(documents + before.length);
    const again = (await routeCards()).filter((card) => !before.some((old) => old.docId === card.docId));
    expect(again).toHaveLength(before.length);
    // Every day's numbers were taken (here by the first seed), so the new cards wait for the planner.
    expect(again.every((card) => card.routeNumber === null)).toBe(true);
  });
});
