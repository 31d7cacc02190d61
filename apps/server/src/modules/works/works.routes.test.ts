import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { findWorksByCatalogNumbers } from './works.service';

let ctx: TestContext;
let worker: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  admin = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const base = '/api/works-product';
type Headers = Record<string, string>;
type Work = { _id: string; catalogNumber: string; name: string; price: number; category: string };

const send = (method: 'POST' | 'PATCH' | 'GET', call: string, payload?: object, headers: Headers = worker) =>
  ctx.app.inject({ method, url: `${base}/${call}`, headers, ...(payload ? { payload } : {}) });
const create = (payload: object, headers: Headers = worker) =>
  send('POST', 'createWorkProduct', payload, headers);
const list = (payload: object, headers: Headers = worker) =>
  send('POST', 'fetchWorksProducts', payload, headers);
const nextNumber = async () => {
  const response = await send('GET', 'getLastWorkId');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().newWorkId as string;
};
async function createWork(name: string, price: number | string = 100): Promise<Work> {
  const response = await create({ name, price });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('creating works', () => {
  it('gives each work the next catalogue number, the one getLastWorkId announced', async () => {
    const announced = await nextNumber();
    const first = await createWork('התקנת שמשה', '250.5');
    expect(first).toEqual({
      _id: expect.any(String),
      catalogNumber: announced,
      name: 'התקנת שמשה',
      price: 250.5,
      category: 'works',
    });
    const second = await createWork('כיול מצלמה');
    expect(Number(second.catalogNumber)).toBe(Number(first.catalogNumber) + 1);
    expect(await nextNumber()).toBe(String(Number(second.catalogNumber) + 1));
  });

  it('gives 20 parallel creates 20 distinct consecutive numbers', async () => {
    const start = Number(await nextNumber());
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        create({ name: `עבודה במקביל ${index}`, price: index }, admin),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((response) => Number(response.json().catalogNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => start + index));
    expect(Number(await nextNumber())).toBe(start + 20);
  });

  it('takes the number the dialog showed, and answers 409 with the spec message once it is taken', async () => {
    const shown = await nextNumber();
    const first = await create({ name: 'ראשון', price: 10, catalogNumber: shown });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().catalogNumber).toBe(shown);
    // A second dialog opened at the same time shows the same number.
    const second = await create({ name: 'שני', price: 10, catalogNumber: shown });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { catalogNumber: 'validation.workCatalogNumberTaken' },
    });
    // A number the counter does not offer cannot be chosen either.
    const chosen = await create({ name: 'שלישי', price: 10, catalogNumber: '123' });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().error.fields).toEqual({ catalogNumber: 'validation.readOnly' });
    expect(await nextNumber()).toBe(String(Number(shown) + 1));
  });

  it("answers 400 with the spec's messages per field, never 500 on malformed input", async () => {
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      name: 'validation.workNameRequired',
      price: 'validation.workPriceRequired',
    });
    const blank = await create({ name: '  ', price: '' });
    expect(blank.json().error.fields).toEqual({
      name: 'validation.workNameRequired',
      price: 'validation.workPriceRequired',
    });
    expect((await create({ name: 'א', price: -1 })).json().error.fields).toEqual({
      price: 'validation.notNegative',
    });
    expect((await create({ name: 'א', price: '1.999' })).json().error.fields).toEqual({
      price: 'validation.priceFormat',
    });
    for (const payload of [
      { name: ['x'], price: { a: 1 } },
      { name: 'א', price: 1, category: 'windows' },
    ]) {
      const response = await create(payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `${base}/createWorkProduct`,
      headers: { ...worker, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('updating and deleting works', () => {
  it('updates name and price and keeps the catalogue number; another number is refused', async () => {
    const work = await createWork('החלפת מגב', 80);
    const updated = await send('PATCH', 'updateWorkProduct', {
      ...work,
      name: 'החלפת מנוע מגב',
      price: '95.90',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ ...work, name: 'החלפת מנוע מגב', price: 95.9 });

    const renumbered = await send('PATCH', 'updateWorkProduct', { ...work, catalogNumber: '1' });
    expect(renumbered.statusCode).toBe(400);
    expect(renumbered.json().error.fields).toEqual({ catalogNumber: 'validation.readOnly' });
    // Without a number it is left as it is.
    const { catalogNumber: _number, ...withoutNumber } = work;
    const again = await send('PATCH', 'updateWorkProduct', { ...withoutNumber, name: 'שם שלישי' });
    expect(again.json()).toMatchObject({ catalogNumber: work.catalogNumber, name: 'שם שלישי' });

    const missing = await send('PATCH', 'updateWorkProduct', {
      ...work,
      _id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const noId = await send('PATCH', 'updateWorkProduct', { name: 'א', price: 1 });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.fields).toEqual({ _id: 'validation.missingItemId' });
  });

  it('deletes softly: the work leaves the list, keeps its number, and the number is never given again', async () => {
    const work = await createWork('עבודה למחיקה');
    const removed = await send('PATCH', 'deleteWorksProduct', { _id: work._id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ deletedWorkProduct: { _id: work._id } });

    expect(Number(await nextNumber())).toBe(Number(work.catalogNumber) + 1);
    const next = await createWork('העבודה הבאה');
    expect(Number(next.catalogNumber)).toBe(Number(work.catalogNumber) + 1);

    const found = await list({ search: 'עבודה למחיקה' });
    expect(found.json().works).toEqual([]);
    expect((await send('PATCH', 'deleteWorksProduct', { _id: work._id })).statusCode).toBe(404);
    expect((await send('PATCH', 'updateWorkProduct', { ...work })).statusCode).toBe(404);

    // Old document lines still find it, marked deleted.
    const byNumber = await findWorksByCatalogNumbers(ctx.db, [
      work.catalogNumber,
      next.catalogNumber,
      'none',
    ]);
    expect(byNumber.get(work.catalogNumber)).toMatchObject({ name: 'עבודה למחיקה', deleted: true });
    expect(byNumber.get(next.catalogNumber)).toMatchObject({ _id: next._id, price: 100, deleted: false });
    expect(byNumber.has('none')).toBe(false);
  });

  it('logs each create, change and delete', async () => {
    const work = await createWork('עבודה ביומן', 10);
    await send('PATCH', 'updateWorkProduct', { ...work, price: 12 });
    await send('PATCH', 'deleteWorksProduct', { _id: work._id });
    const { rows } = await ctx.db.execute(
      sql`select action, old_values, new_values from activity_log where entity = 'work' and entity_id = ${work._id} order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ action: 'create' }),
      expect.objectContaining({ action: 'update', old_values: { price: 10 }, new_values: { price: 12 } }),
      expect.objectContaining({ action: 'delete' }),
    ]);
  });
});

describe('the works list', () => {
  let searchable: Work[];
  beforeAll(async () => {
    searchable = [];
    for (const name of ['ליטוש זגוגית', 'ליטוש פנס', 'הרכבת מראה ZZQ'])
      searchable.push(await createWork(name));
  });

  it('pages from 0, fifteen to a page by default, in catalogue order', async () => {
    const first = (await list({})).json();
    expect(first.works).toHaveLength(15);
    expect(first.totalPages).toBe(Math.ceil(first.total / 15));
    const numbers = first.works.map((work: Work) => Number(work.catalogNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const second = (await list({ page: 1, pageSize: 15 })).json();
    expect(Number(second.works[0].catalogNumber)).toBeGreaterThan(numbers.at(-1));
    const pageOfTen = (await list({ page: 0, pageSize: 10 })).json();
    expect(pageOfTen.works).toEqual(first.works.slice(0, 10));
    expect(pageOfTen.totalPages).toBe(Math.ceil(first.total / 10));
    const beyond = (await list({ page: 1000 })).json();
    expect(beyond).toMatchObject({ works: [], total: first.total });
  });

  it('searches a name anywhere or a catalogue number from its start, with 3 characters or more', async () => {
    const byName = (await list({ search: '  ליטוש ' })).json();
    expect(byName.works.map((work: Work) => work.name)).toEqual(['ליטוש זגוגית', 'ליטוש פנס']);
    expect(byName.total).toBe(2);
    expect((await list({ search: 'zzq' })).json().works.map((work: Work) => work.name)).toEqual([
      'הרכבת מראה ZZQ',
    ]);
    const target = searchable[1] as Work;
    const byNumber = (await list({ search: target.catalogNumber })).json();
    expect(byNumber.works.map((work: Work) => work._id)).toEqual([target._id]);
    // Shorter than 3 characters: no search, the whole list.
    const all = (await list({})).json().total;
    expect((await list({ search: 'לי' })).json().total).toBe(all);
    // The spec's machine fields are accepted and change nothing: works are not per machine.
    expect(
      (await list({ search: 'ליטוש', vinNumber: 'WDB123', tractorNumber: '1234567' })).json().total,
    ).toBe(2);
    // LIKE's wildcards match themselves.
    expect((await list({ search: '%%%' })).json().works).toEqual([]);
  });

  it('refuses bad paging with 400', async () => {
    for (const payload of [{ page: -1 }, { pageSize: 0 }, { pageSize: 1000 }, { page: 'first' }]) {
      const response = await list(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('who may do what', () => {
  it('lets the catalogue readers list works and only staff change them', async () => {
    const work = await createWork('עבודה להרשאות');
    for (const role of ['agent', 'company', 'storekeeper', 'installer', 'supplier'] as const) {
      const headers = (await signedInAs(ctx, role)).headers;
      expect((await list({}, headers)).statusCode, role).toBe(200);
      expect((await create({ name: 'א', price: 1 }, headers)).statusCode, role).toBe(403);
      expect((await send('PATCH', 'updateWorkProduct', { ...work }, headers)).statusCode, role).toBe(403);
      expect((await send('PATCH', 'deleteWorksProduct', { _id: work._id }, headers)).statusCode, role).toBe(
        403,
      );
      expect((await send('GET', 'getLastWorkId', undefined, headers)).statusCode, role).toBe(403);
    }
    const customer = (await signedInAs(ctx, 'customer')).headers;
    expect((await list({}, customer)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${base}/fetchWorksProducts`, payload: {} })).statusCode,
    ).toBe(401);
  });
});
