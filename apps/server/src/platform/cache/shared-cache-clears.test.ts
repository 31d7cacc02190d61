import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createSecondInstance, createTestApp, type TestContext } from '../../../test/test-app';

let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondInstance(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const base = '/api/settings';
const publicDetails = async (instance: TestContext) =>
  (await instance.app.inject({ method: 'GET', url: `${base}/getPublicBusinessDetails` })).json() as {
    name: string;
  };

/** The answer once it satisfies `ok`, asking again for up to two seconds. */
async function soon<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 40 && !ok(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('caches across server instances (issue 19)', () => {
  it('shows on one instance at once what the admin saved on the other, though it had it cached', async () => {
    // The first instance reads the business name, and keeps it cached (for minutes).
    const before = await publicDetails(first);
    const admin = (await signedInAs(second, 'admin')).headers;
    const current = await second.app.inject({
      method: 'GET',
      url: `${base}/getBusinessDetails`,
      headers: admin,
    });
    const saved = await second.app.inject({
      method: 'POST',
      url: `${base}/updateBusinessDetails`,
      headers: admin,
      payload: { ...(current.json() as object), name: `${before.name} בע״מ` },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await soon(
      () => publicDetails(first),
      (details) => details.name !== before.name,
    );
    expect(after.name).toBe(`${before.name} בע״מ`);
  });

  it('a clear on the cache settings page clears the other instance too', async () => {
    const admin = (await signedInAs(first, 'admin')).headers;
    await publicDetails(second);
    const cacheList = async () =>
      (
        (await second.app.inject({ method: 'GET', url: '/api/cache/list', headers: admin })).json() as {
          caches: { name: string; entries: number }[];
        }
      ).caches;
    expect((await cacheList()).some((cache) => cache.entries > 0)).toBe(true);
    const cleared = await first.app.inject({
      method: 'POST',
      url: '/api/cache/clearCache',
      headers: admin,
      payload: {},
    });
    expect(cleared.statusCode).toBe(200);
    const after = await soon(cacheList, (caches) => caches.every((cache) => cache.entries === 0));
    expect(after.every((cache) => cache.entries === 0)).toBe(true);
  });
});
