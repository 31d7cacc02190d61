import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, signedInAs, uniquePhone } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;
let ctx: TestContext;
let worker: Headers;
/** The leads made here by number, in the order they came in, with their names. */
const names = new Map<number, string>();

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  // Two share a name to show the tiebreak.
  for (const name of ['בני', 'אבי', 'גדי', 'אבי']) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name, phoneNumber: uniquePhone(), message: 'שמשה' },
      remoteAddress: randomAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    names.set(response.json().leadNumber as number, name);
  }
  // One moves on, so status has two values to order.
  const [first] = names.keys();
  const listed = await list({ search: String(first) });
  const updated = await ctx.app.inject({
    method: 'POST',
    url: '/api/leads/update',
    headers: worker,
    payload: { _id: listed.json().leads[0]._id, status: 'contacted' },
  });
  expect(updated.statusCode, updated.body).toBe(200);
});
afterAll(() => ctx.close());

const list = (query: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/leads/getData',
    query: { limit: '100', ...query },
    headers: worker,
  });

async function numbersInOrder(query: Record<string, string>): Promise<number[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().leads as { leadNumber: number }[]).map((lead) => lead.leadNumber);
}

const arrival = () => [...names.keys()];

describe('leads: the list sorts on the server', () => {
  it('keeps newest first when no sort is asked, and orders by arrival and number both ways', async () => {
    expect(await numbersInOrder({})).toEqual(arrival().reverse());
    expect(await numbersInOrder({ sortBy: 'createdAt', sortDir: 'asc' })).toEqual(arrival());
    expect(await numbersInOrder({ sortBy: 'leadNumber', sortDir: 'asc' })).toEqual(arrival());
    expect(await numbersInOrder({ sortBy: 'leadNumber', sortDir: 'desc' })).toEqual(arrival().reverse());
  });

  it('orders by name, equal names by number in the same direction', async () => {
    const [bni, avi1, gadi, avi2] = arrival();
    expect(await numbersInOrder({ sortBy: 'name', sortDir: 'asc' })).toEqual([avi1, avi2, bni, gadi]);
    expect(await numbersInOrder({ sortBy: 'name', sortDir: 'desc' })).toEqual([gadi, bni, avi2, avi1]);
  });

  it('orders by status, the rest of one status by number', async () => {
    const [contacted, ...fresh] = arrival();
    // "contacted" comes before "new" by the stored value.
    expect(await numbersInOrder({ sortBy: 'status', sortDir: 'asc' })).toEqual([contacted, ...fresh]);
    expect(await numbersInOrder({ sortBy: 'status', sortDir: 'desc' })).toEqual([
      ...fresh.reverse(),
      contacted,
    ]);
  });

  it('sorts within a filter', async () => {
    const [, avi1, , avi2] = arrival();
    expect(await numbersInOrder({ search: 'אבי', sortBy: 'leadNumber', sortDir: 'asc' })).toEqual([
      avi1,
      avi2,
    ]);
  });

  it('answers 400 with the field for a column it cannot sort by, or a bad direction', async () => {
    const queries: Record<string, string>[] = [
      { sortBy: 'phoneNumber' },
      { sortBy: 'assignedTo' },
      { sortDir: 'up' },
    ];
    for (const query of queries) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([Object.keys(query)[0]]);
    }
  });
});
