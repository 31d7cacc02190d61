import { defaultGeneralStatuses, systemGeneralStatuses } from '@tg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { activityLog } from '../../platform/audit/audit.table';
import { createGeneralStatusesService } from './general-statuses.service';

type Headers = Record<string, string>;
interface Status {
  _id: string;
  value: string;
  index: number;
  isSystem: boolean;
}

let ctx: TestContext;
let worker: Headers;
let admin: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  admin = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const base = '/api/settings';
const post = (path: string, payload: unknown, headers: Headers = worker) =>
  ctx.app.inject({ method: 'POST', url: `${base}/${path}`, headers, payload: payload as object });
const list = async (headers: Headers = worker): Promise<Status[]> => {
  const response = await ctx.app.inject({ method: 'GET', url: `${base}/getGeneralStatuses`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().generalStatuses;
};
const byName = async (name: string) => {
  const found = (await list()).find((status) => status.value === name);
  if (!found) throw new Error(`no status ${name}`);
  return found;
};
const create = async (status: string, headers: Headers = worker): Promise<Status> => {
  const response = await post('createGeneralStatus', { status }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const update = (status: Status, changes: { updatedIndex?: number; updatedStatusName?: string }) =>
  post('updateGeneralStatus', {
    id: status._id,
    currentStatus: status.value,
    previousIndex: status.index,
    updatedIndex: changes.updatedIndex ?? status.index,
    updatedStatusName: changes.updatedStatusName ?? status.value,
  });
const expectGapless = (statuses: readonly Status[]) =>
  expect(statuses.map((status) => status.index)).toEqual(statuses.map((_status, place) => place + 1));

describe('general statuses: every install starts with the defaults', () => {
  it('answers the seven defaults in order, 1..7, the five the rules use marked as system', async () => {
    const statuses = await list();
    expect(statuses.slice(0, 7).map((status) => status.value)).toEqual(defaultGeneralStatuses);
    expectGapless(statuses);
    expect(statuses.filter((status) => status.isSystem).map((status) => status.value)).toEqual(
      defaultGeneralStatuses.filter((name) => systemGeneralStatuses.includes(name)),
    );
  });

  it('lets every role that sees documents read the list, and no one signed out', async () => {
    for (const role of ['customer', 'installer', 'storekeeper', 'supplier', 'agent', 'company'] as const) {
      const headers = (await signedInAs(ctx, role)).headers;
      expect((await list(headers)).length).toBeGreaterThanOrEqual(7);
    }
    const signedOut = await ctx.app.inject({ method: 'GET', url: `${base}/getGeneralStatuses` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('general statuses: create', () => {
  it('puts a new status last, trimmed, and logs who added it', async () => {
    const before = await list();
    const created = await create('  נשלח   ללקוח ');
    expect(created).toMatchObject({ value: 'נשלח ללקוח', index: before.length + 1, isSystem: false });
    const after = await list();
    expect(after.at(-1)).toEqual(created);
    expectGapless(after);
    const logged = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'generalStatus'), eq(activityLog.entityId, created._id)));
    expect(logged.map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses an empty name with the spec’s message beside the field', async () => {
    for (const status of ['', '   ']) {
      const response = await post('createGeneralStatus', { status });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { status: 'validation.statusNameRequired' },
      });
    }
  });

  it('refuses a name another status has, whatever its case or spacing (409)', async () => {
    await create('Waiting for approval');
    for (const status of ['waiting for approval', ' WAITING  for approval ', 'בטיפול']) {
      const response = await post('createGeneralStatus', { status });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'CONFLICT',
        fields: { status: 'validation.statusNameTaken' },
      });
    }
  });

  it('answers malformed requests with 400, never 500', async () => {
    const bodies: unknown[] = [{}, { status: 12 }, { status: null }, { status: ['x'] }, []];
    for (const body of bodies) {
      const response = await post('createGeneralStatus', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const noJson = await ctx.app.inject({
      method: 'POST',
      url: `${base}/createGeneralStatus`,
      headers: { ...worker, 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(noJson.statusCode).toBe(400);
  });

  it('gives 50 parallel creates 50 distinct places, gapless after the ones before', async () => {
    const before = (await list()).length;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, number) => post('createGeneralStatus', { status: `מקבילי ${number}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const indexes = responses.map((response) => response.json().index as number).sort((a, b) => a - b);
    expect(indexes).toEqual(Array.from({ length: 50 }, (_, number) => before + number + 1));
    const after = await list();
    expect(after).toHaveLength(before + 50);
    expectGapless(after);
  });
});

describe('general statuses: update (rename and move)', () => {
  it('moves a status up: the ones between move down, and the whole list comes back in order', async () => {
    const moving = await create('לזוז למעלה');
    const before = await list();
    const response = await update(moving, { updatedIndex: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const updated: Status[] = response.json().updatedStatuses;
    expectGapless(updated);
    const expected = [before[0], moving, ...before.slice(1).filter((status) => status._id !== moving._id)];
    expect(updated.map((status) => status._id)).toEqual(expected.map((status) => status?._id));
    expect(await list()).toEqual(updated);
  });

  it('moves a status down and renames it in one call', async () => {
    const moving = await create('לזוז למטה');
    const top = await update(moving, { updatedIndex: 1 });
    const [atTop, ...rest] = top.json().updatedStatuses as Status[];
    expect(atTop?._id).toBe(moving._id);
    const response = await update(atTop as Status, { updatedIndex: 4, updatedStatusName: 'זז ושונה' });
    expect(response.statusCode, response.body).toBe(200);
    const updated: Status[] = response.json().updatedStatuses;
    expectGapless(updated);
    expect(updated[3]).toMatchObject({ _id: moving._id, value: 'זז ושונה', index: 4 });
    expect(updated.filter((status) => status._id !== moving._id).map((status) => status._id)).toEqual(
      rest.map((status) => status._id),
    );
  });

  it('lets a status change only the case of its name, but not take another’s (409 beside the field)', async () => {
    const status = await create('case test');
    const recased = await update(status, { updatedStatusName: 'Case Test' });
    expect(recased.statusCode, recased.body).toBe(200);
    const current = await byName('Case Test');
    const taken = await update(current, { updatedStatusName: ' בטיפול ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ updatedStatusName: 'validation.statusNameTaken' });
    const empty = await update(current, { updatedStatusName: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ updatedStatusName: 'validation.statusNameRequired' });
  });

  it('refuses an edit made on a stale read: moved or renamed since (409), changing nothing', async () => {
    const status = await create('ישן');
    const moved = await update(status, { updatedIndex: 1 });
    expect(moved.statusCode).toBe(200);
    const staleIndex = await update(status, { updatedStatusName: 'חדש' });
    expect(staleIndex.statusCode).toBe(409);
    expect(staleIndex.json().error.fields).toEqual({ previousIndex: 'validation.statusChanged' });
    const current = await byName('ישן');
    expect((await update(current, { updatedStatusName: 'שם אחר' })).statusCode).toBe(200);
    const staleName = await update({ ...current, value: 'ישן' }, { updatedIndex: 3 });
    expect(staleName.statusCode).toBe(409);
    expect(staleName.json().error.fields).toEqual({ currentStatus: 'validation.statusChanged' });
    expect((await byName('שם אחר')).index).toBe(1);
  });

  it('refuses a place outside the list (400) and an unknown id (404)', async () => {
    const status = await create('מחוץ לטווח');
    const count = (await list()).length;
    const outside = await update(status, { updatedIndex: count + 1 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual({ updatedIndex: 'validation.statusIndexRange' });
    const zero = await update(status, { updatedIndex: 0 });
    expect(zero.statusCode).toBe(400);
    const unknown = await update({ ...status, _id: '00000000-0000-4000-8000-000000000000' }, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('answers malformed updates with 400 per field', async () => {
    const response = await post('updateGeneralStatus', {
      id: 'not-an-id',
      currentStatus: 'x',
      previousIndex: '2',
      updatedIndex: 1.5,
      updatedStatusName: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['id', 'previousIndex', 'updatedIndex']);
  });
});

describe('general statuses: system statuses', () => {
  it('moves a system status but refuses renaming or deleting it (409 with the reason)', async () => {
    const collected = await byName('נאסף');
    expect(collected.isSystem).toBe(true);
    const renamed = await update(collected, { updatedStatusName: 'נאסף מהמחסן' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields).toEqual({ updatedStatusName: 'validation.systemStatusLocked' });
    const deleted = await post('deleteGeneralStatus', { id: collected._id });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.fields).toEqual({ id: 'validation.systemStatusLocked' });
    const moved = await update(collected, { updatedIndex: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().updatedStatuses as Status[])[0]).toMatchObject({ value: 'נאסף', index: 1 });
    for (const name of systemGeneralStatuses) expect((await byName(name)).isSystem).toBe(true);
  });
});

describe('general statuses: delete', () => {
  it('deletes a status; the ones after it move up one place', async () => {
    const doomed = await create('למחיקה');
    const moved = await update(doomed, { updatedIndex: 3 });
    const before: Status[] = moved.json().updatedStatuses;
    const response = await post('deleteGeneralStatus', { id: doomed._id }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deletedStatus).toMatchObject({ _id: doomed._id, value: 'למחיקה' });
    const after: Status[] = response.json().updatedStatuses;
    expectGapless(after);
    expect(after.map((status) => status._id)).toEqual(
      before.filter((status) => status._id !== doomed._id).map((status) => status._id),
    );
    expect(await list()).toEqual(after);
    expect((await post('deleteGeneralStatus', { id: doomed._id })).statusCode).toBe(404);
    expect((await post('deleteGeneralStatus', { id: 'x' })).statusCode).toBe(400);
    expect((await post('deleteGeneralStatus', {})).statusCode).toBe(400);
  });
});

describe('general statuses: who may change them', () => {
  it('refuses every role but admin and worker (403), changing nothing', async () => {
    const status = await create('רק צוות');
    const count = (await list()).length;
    for (const role of ['agent', 'company', 'customer', 'installer', 'storekeeper', 'supplier'] as const) {
      const headers = (await signedInAs(ctx, role)).headers;
      expect((await post('createGeneralStatus', { status: `${role} status` }, headers)).statusCode).toBe(403);
      const moved = await post(
        'updateGeneralStatus',
        {
          id: status._id,
          currentStatus: status.value,
          previousIndex: status.index,
          updatedIndex: 1,
          updatedStatusName: 'x',
        },
        headers,
      );
      expect(moved.statusCode).toBe(403);
      expect((await post('deleteGeneralStatus', { id: status._id }, headers)).statusCode).toBe(403);
    }
    expect(await list()).toHaveLength(count);
    expect((await byName('רק צוות')).index).toBe(status.index);
  });
});

describe('general statuses: what other modules use', () => {
  it('lists in index order and knows a stored status by its exact name', async () => {
    const service = createGeneralStatusesService(ctx.db);
    expect(await service.listGeneralStatuses()).toEqual(await list());
    expect(await service.isKnownGeneralStatus('בוצע')).toBe(true);
    expect(await service.isKnownGeneralStatus(' בוצע ')).toBe(true);
    expect(await service.isKnownGeneralStatus('בוצע בהצלחה')).toBe(false);
    expect(await service.isKnownGeneralStatus('')).toBe(false);
  });
});
