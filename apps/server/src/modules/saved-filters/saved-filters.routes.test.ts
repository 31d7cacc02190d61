import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInAs, signIn } from '../../../test/fixtures';
import { post } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { usersRepository } from '../users/users.repository';

type Headers = Record<string, string>;
interface Saved {
  _id: string;
  name: string;
  query: string;
  shared: boolean;
  mine: boolean;
  ownerName: string;
}

let ctx: TestContext;
// Unique per run: other tests share the database, and a screen key keeps this file's rows apart.
const screen = `subs${process.pid}${Date.now().toString(36)}`;

const list = async (headers: Headers, onScreen = screen) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/savedFilters/getFilters?screen=${onScreen}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Saved[] }).items;
};
const save = (headers: Headers, body: object) =>
  post(ctx, '/api/savedFilters/createFilter', { screen, query: 'status=pending', ...body }, headers);
const remove = (headers: Headers, _id: string) =>
  post(ctx, '/api/savedFilters/deleteFilter', { _id }, headers);

/** An agent working for `companyId`: its team is the company's group. */
async function agentOf(companyId: string): Promise<Headers> {
  const agent = await createUser(ctx, 'agent');
  await usersRepository.update(ctx.db, agent.id, { groupId: companyId });
  const session = await signIn(ctx, agent.phoneNumber, 'agent');
  return { authorization: `Bearer ${session.token}` };
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('saved filters', () => {
  it('keeps a private filter for its owner alone, and a shared one for the staff team', async () => {
    const worker = await signedInAs(ctx, 'worker');
    const otherWorker = (await signedInAs(ctx, 'worker')).headers;
    const mine = await save(worker.headers, { name: '  ממתינים  ' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      name: 'ממתינים',
      query: 'status=pending',
      shared: false,
      mine: true,
    });
    const shared = await save(worker.headers, {
      name: 'של הצוות',
      query: 'status=active&search=123',
      shared: true,
    });
    expect(shared.statusCode, shared.body).toBe(201);

    expect((await list(worker.headers)).map((filter) => filter.name)).toEqual(['ממתינים', 'של הצוות']);
    const seenByColleague = await list(otherWorker);
    expect(seenByColleague).toHaveLength(1);
    expect(seenByColleague[0]).toMatchObject({
      name: 'של הצוות',
      mine: false,
      ownerName: worker.user.name,
      query: 'status=active&search=123',
    });
    // Another screen's list holds none of them.
    expect(await list(worker.headers, `${screen}x`)).toEqual([]);
  });

  it("shares an agent's filter with the agents of the same agency only", async () => {
    const company = await signedInAs(ctx, 'company');
    const otherCompany = await signedInAs(ctx, 'company');
    const agent = await agentOf(company.user.id);
    const colleague = await agentOf(company.user.id);
    const stranger = await agentOf(otherCompany.user.id);
    const worker = (await signedInAs(ctx, 'worker')).headers;

    const saved = await save(agent, { name: 'הסוכנות', shared: true });
    expect(saved.statusCode, saved.body).toBe(201);
    const names = async (headers: Headers) => (await list(headers)).map((filter) => filter.name);
    expect(await names(colleague)).toContain('הסוכנות');
    expect(await names(company.headers)).toContain('הסוכנות');
    expect(await names(stranger)).not.toContain('הסוכנות');
    expect(await names(worker)).not.toContain('הסוכנות');
  });

  it('lets a customer keep filters but not share them', async () => {
    const customer = (await signedInAs(ctx, 'customer')).headers;
    const shared = await save(customer, { name: 'שלי', shared: true });
    expect(shared.statusCode).toBe(403);
    expect(await list(customer)).toEqual([]);
    expect((await save(customer, { name: 'שלי' })).statusCode).toBe(201);
  });

  it('answers a taken name with a conflict on the name field and keeps the first', async () => {
    const worker = (await signedInAs(ctx, 'worker')).headers;
    expect((await save(worker, { name: 'כפול' })).statusCode).toBe(201);
    const again = await save(worker, { name: 'כפול', query: 'status=cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ name: 'validation.savedFilterNameTaken' });
    const own = (await list(worker)).filter((filter) => filter.mine);
    expect(own.map((filter) => filter.query)).toEqual(['status=pending']);
  });

  it('deletes only for the person who saved it', async () => {
    const owner = (await signedInAs(ctx, 'worker')).headers;
    const colleague = (await signedInAs(ctx, 'worker')).headers;
    const saved = (await save(owner, { name: 'למחיקה', shared: true })).json() as Saved;

    const byColleague = await remove(colleague, saved._id);
    expect(byColleague.statusCode).toBe(404);
    expect((await list(owner)).map((filter) => filter._id)).toContain(saved._id);

    const byOwner = await remove(owner, saved._id);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await list(owner)).map((filter) => filter._id)).not.toContain(saved._id);
    expect((await list(colleague)).map((filter) => filter._id)).not.toContain(saved._id);
  });

  it('refuses bad input with per-field messages and changes nothing', async () => {
    const worker = (await signedInAs(ctx, 'worker')).headers;
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'ok', query: '' }, 'query'],
      [{ name: 'ok', query: 'a=1\nb=2' }, 'query'],
      [{ name: 'ok', screen: '../etc' }, 'screen'],
      [{ name: 'ok', shared: 'yes' }, 'shared'],
    ];
    for (const [body, field] of cases) {
      const response = await save(worker, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
    expect((await remove(worker, 'not-an-id')).statusCode).toBe(400);
    expect((await list(worker)).filter((filter) => filter.mine)).toEqual([]);
  });

  it('answers 401 to someone signed out', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/savedFilters/getFilters?screen=${screen}`,
    });
    expect(response.statusCode).toBe(401);
    expect((await save({}, { name: 'x' })).statusCode).toBe(401);
  });
});
