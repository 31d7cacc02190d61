import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPerson, personInput } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
const ids = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  for (const name of ['בני מיון', 'אבי מיון', 'גדי מיון']) {
    const person = await createPerson(ctx, worker, 'customer', personInput({ info: { name } }));
    ids.set(person._id, name);
  }
});
afterAll(() => ctx.close());

const list = (query: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/users/getData',
    headers: worker,
    query: { role: 'customer', limit: '100', ...query },
  });
async function namesInOrder(query: Record<string, string>): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  const users = response.json().users as { _id: string }[];
  return users.flatMap((user) => (ids.has(user._id) ? [ids.get(user._id) as string] : []));
}

describe('users: the list sorts on the server', () => {
  it('orders by name ascending and descending, newest first by default', async () => {
    expect(await namesInOrder({ sortBy: 'name', sortDir: 'asc' })).toEqual([
      'אבי מיון',
      'בני מיון',
      'גדי מיון',
    ]);
    expect(await namesInOrder({ sortBy: 'name', sortDir: 'desc' })).toEqual([
      'גדי מיון',
      'בני מיון',
      'אבי מיון',
    ]);
    expect(await namesInOrder({})).toEqual(['גדי מיון', 'אבי מיון', 'בני מיון']);
  });

  it('answers 400 for a column it cannot sort by', async () => {
    const response = await list({ sortBy: 'details', sortDir: 'asc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('sortBy');
  });
});
