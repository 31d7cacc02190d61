import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { insured, machine, post, serviceCallInput } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;
let ctx: TestContext;
let agent: Headers;
let otherAgent: Headers;
/** The agent's calls by id: the customer's name and the machine's manufacturer. */
const calls = new Map<string, { name: string; manufacturer: string }>();
const foreignIds = new Set<string>();

async function createCall(headers: Headers, name: string, manufacturer: string): Promise<string> {
  const response = await post(
    ctx,
    '/api/insurance/serviceCall/createServiceCall',
    {
      serviceCall: serviceCallInput(null, {
        paidService: true,
        userInformation: insured({ name }),
        machine: machine({ machine: manufacturer }),
      }),
    },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

beforeAll(async () => {
  ctx = await createTestApp();
  agent = (await signedInAs(ctx, 'agent')).headers;
  otherAgent = (await signedInAs(ctx, 'agent')).headers;
  // Created in this order, so newest first is the reverse; two share a name to show the tiebreak.
  for (const [name, manufacturer] of [
    ['בני', 'KUBOTA'],
    ['אבי', 'NEW HOLLAND'],
    ['גדי', 'CASE'],
    ['אבי', 'JOHN DEERE'],
  ] as const) {
    calls.set(await createCall(agent, name, manufacturer), { name, manufacturer });
  }
  // Another agent's call, first by every order asked below: it must never show.
  foreignIds.add(await createCall(otherAgent, 'א', 'AAA'));
});
afterAll(() => ctx.close());

const pendingTab = (body: object, headers: Headers = agent) =>
  post(
    ctx,
    '/api/generalServiceCalls/getAgentPendingServiceCallsByAgentType',
    { page: 0, limit: 100, ...body },
    headers,
  );

async function idsInOrder(body: object): Promise<string[]> {
  const response = await pendingTab(body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().serviceCalls as { _id: string }[]).map((call) => call._id);
}

const createdOrder = () => [...calls.keys()];
/** Ties (equal values) keep the id's order in the same direction, so pages never overlap. */
function expected(by: (id: string) => string, direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  return createdOrder().sort((a, b) => sign * (by(a).localeCompare(by(b), 'en') || (a < b ? -1 : 1)));
}

describe("service calls: the agent's tabs sort on the server", () => {
  it('keeps newest first when no sort is asked, and orders by creation both ways', async () => {
    expect(await idsInOrder({})).toEqual(createdOrder().reverse());
    expect(await idsInOrder({ sortBy: 'createdAt', sortDir: 'asc' })).toEqual(createdOrder());
    expect(await idsInOrder({ sortBy: 'createdAt', sortDir: 'desc' })).toEqual(createdOrder().reverse());
  });

  it('orders by the customer name, equal names by id in the same direction', async () => {
    const name = (id: string) => calls.get(id)?.name ?? '';
    for (const direction of ['asc', 'desc'] as const) {
      const ids = await idsInOrder({ sortBy: 'customerName', sortDir: direction });
      expect(ids.map(name)).toEqual(expected(name, direction).map(name));
      expect(ids).toEqual(expected(name, direction));
    }
  });

  it('orders by the manufacturer both ways', async () => {
    const manufacturer = (id: string) => calls.get(id)?.manufacturer ?? '';
    expect((await idsInOrder({ sortBy: 'manufacturer', sortDir: 'asc' })).map(manufacturer)).toEqual([
      'CASE',
      'JOHN DEERE',
      'KUBOTA',
      'NEW HOLLAND',
    ]);
    expect((await idsInOrder({ sortBy: 'manufacturer', sortDir: 'desc' })).map(manufacturer)).toEqual([
      'NEW HOLLAND',
      'KUBOTA',
      'JOHN DEERE',
      'CASE',
    ]);
  });

  it("shows only the agent's own group's calls in any order", async () => {
    for (const sortBy of ['createdAt', 'customerName', 'manufacturer']) {
      for (const sortDir of ['asc', 'desc']) {
        const ids = await idsInOrder({ sortBy, sortDir });
        expect(ids.filter((id) => foreignIds.has(id))).toEqual([]);
        expect(ids).toHaveLength(calls.size);
      }
    }
    const theirs = await pendingTab({ sortBy: 'customerName', sortDir: 'asc' }, otherAgent);
    expect((theirs.json().serviceCalls as { _id: string }[]).map((call) => call._id)).toEqual([
      ...foreignIds,
    ]);
  });

  it('answers 400 with the field for a column the tabs cannot sort by, or a bad direction', async () => {
    for (const body of [{ sortBy: 'notes' }, { sortBy: 'status' }, { sortDir: 'up' }]) {
      const response = await pendingTab(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([Object.keys(body)[0]]);
    }
  });

  it('sorts the active tab too (empty here, but the sort is accepted)', async () => {
    const response = await post(
      ctx,
      '/api/generalServiceCalls/getAgentActiveServiceCallsByAgentType',
      { page: 0, sortBy: 'manufacturer', sortDir: 'asc' },
      agent,
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
