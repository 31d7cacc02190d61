import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signIn } from '../../../test/fixtures';
import { createPerson, personInput } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Who sees whom (spec 1 §6): a company sees its agents and their customers, an agent its own
 * customers, a customer only itself, staff everyone. Tested as role × own / foreign / missing.
 */
let ctx: TestContext;
const people: Record<string, { _id: string; userInformation: { phoneNumber: string; userId: string } }> = {};
const headers: Record<string, Record<string, string>> = {};
const missingId = '00000000-0000-4000-8000-000000000000';
const idOf = (key: string) => people[key]?._id ?? '';

beforeAll(async () => {
  ctx = await createTestApp();
  const worker = (await signedInAs(ctx, 'worker')).headers;
  headers.worker = worker;
  people.company = await createPerson(ctx, worker, 'company');
  people.agent1 = await createPerson(ctx, worker, 'agent', personInput({ group: idOf('company') }));
  people.agent2 = await createPerson(ctx, worker, 'agent');
  people.customer1 = await createPerson(ctx, worker, 'customer', personInput({ group: idOf('agent1') }));
  people.customer2 = await createPerson(ctx, worker, 'customer', personInput({ group: idOf('agent2') }));
  people.companyCustomer = await createPerson(
    ctx,
    worker,
    'customer',
    personInput({ group: idOf('company') }),
  );
  for (const [key, role] of [
    ['company', 'company'],
    ['agent1', 'agent'],
    ['agent2', 'agent'],
    ['customer1', 'customer'],
  ] as const) {
    const session = await signIn(ctx, people[key]?.userInformation.phoneNumber ?? '', role);
    headers[key] = { authorization: `Bearer ${session.token}` };
  }
});
afterAll(() => ctx.close());

const listIds = async (who: string, role: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/users/getData',
    headers: headers[who],
    query: { role, limit: '100' },
  });
  return response
    .json()
    .users.map((user: { _id: string }) => user._id)
    .sort();
};
const idsOf = (...keys: string[]) => keys.map(idOf).sort();
const lookupStatus = async (who: string, id: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/users/getItemByFields',
      headers: headers[who],
      query: { role: 'customer', fields: JSON.stringify([{ _id: id }]) },
    })
  ).statusCode;
/** The agent's wizard finds a customer by the ID number typed in its customer step. */
const lookupByIdNumber = async (who: string, whom: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/users/getItemByFields',
    headers: headers[who],
    query: {
      role: 'customer',
      fields: JSON.stringify([{ 'userInformation.userId': people[whom]?.userInformation.userId }]),
    },
  });
  return {
    status: response.statusCode,
    ids: response.statusCode === 200 ? response.json().items.map((user: { _id: string }) => user._id) : [],
  };
};
const updateStatus = async (who: string, id: string) =>
  (
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/updateItem',
      headers: headers[who],
      payload: { _id: id, user: personInput() },
    })
  ).statusCode;

describe('users: scoping by role', () => {
  it('lists for each role only the people it may see', async () => {
    expect(await listIds('agent1', 'customer')).toEqual(idsOf('customer1'));
    expect(await listIds('agent2', 'customer')).toEqual(idsOf('customer2'));
    expect(await listIds('company', 'customer')).toEqual(idsOf('customer1', 'companyCustomer'));
    expect(await listIds('company', 'agent')).toEqual(idsOf('agent1'));
    expect(await listIds('customer1', 'customer')).toEqual(idsOf('customer1'));
    expect((await listIds('worker', 'customer')).length).toBe(3);
  });

  it.each([
    ['agent1', 'customer1', 200],
    ['agent1', 'customer2', 404],
    ['agent2', 'customer1', 404],
    ['company', 'customer1', 200],
    ['company', 'customer2', 404],
    ['customer1', 'customer1', 200],
    ['customer1', 'customer2', 404],
    ['worker', 'customer2', 200],
  ])('%s looking up %s answers %i', async (who, whom, status) => {
    expect(await lookupStatus(who, idOf(whom))).toBe(status);
  });

  it.each([
    'agent1',
    'company',
    'customer1',
    'worker',
  ])('%s looking up a missing person gets 404', async (who) => {
    expect(await lookupStatus(who, missingId)).toBe(404);
  });

  it('finds by ID number only a customer of the agent’s own group', async () => {
    expect(await lookupByIdNumber('agent1', 'customer1')).toEqual({ status: 200, ids: [idOf('customer1')] });
    expect(await lookupByIdNumber('agent1', 'customer2')).toEqual({ status: 404, ids: [] });
    expect(await lookupByIdNumber('agent2', 'customer2')).toEqual({ status: 200, ids: [idOf('customer2')] });
    expect(await lookupByIdNumber('agent2', 'companyCustomer')).toEqual({ status: 404, ids: [] });
  });

  it('lets an agent edit its own customer only; a customer edits nobody', async () => {
    expect(await updateStatus('agent1', idOf('customer1'))).toBe(200);
    expect(await updateStatus('agent1', idOf('customer2'))).toBe(404);
    expect(await updateStatus('agent1', missingId)).toBe(404);
    expect(await updateStatus('customer1', idOf('customer1'))).toBe(403);
  });

  it('puts an agent’s new customer in its group, so the agent and its company see it', async () => {
    const created = await createPerson(
      ctx,
      headers.agent1 ?? {},
      'customer',
      personInput({ group: idOf('agent2') }),
    );
    expect(created.group).toBe(idOf('agent1'));
    expect(await listIds('agent1', 'customer')).toContain(created._id);
    expect(await listIds('company', 'customer')).toContain(created._id);
    expect(await listIds('agent2', 'customer')).not.toContain(created._id);
  });

  it('refuses agents creating anything but customers, and deleting', async () => {
    const asAgent = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/createItem',
      headers: headers.agent1,
      payload: { role: 'agent', user: personInput() },
    });
    expect(asAgent.statusCode).toBe(403);
    const remove = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/deleteItem',
      headers: headers.agent1,
      payload: { _id: idOf('customer1') },
    });
    expect(remove.statusCode).toBe(403);
  });
});
