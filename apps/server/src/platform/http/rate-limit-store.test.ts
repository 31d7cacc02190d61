import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, uniquePhone } from '../../../test/fixtures';
import { createSecondInstance, createTestApp, type TestContext } from '../../../test/test-app';
import { postgresRateLimitStore } from './rate-limit-store';

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

const askForQuote = (instance: TestContext, remoteAddress: string) =>
  instance.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress,
    payload: { name: 'ישראל ישראלי', phoneNumber: uniquePhone(), machine: { tractorNumber: '1234567' } },
  });

describe('rate limits across server instances (issue 19)', () => {
  it('counts one address’s requests on both instances against one limit', async () => {
    // The storefront's quote requests: 5 per address in 10 minutes.
    const address = randomAddress();
    const answers: number[] = [];
    for (let index = 0; index < 6; index++) {
      answers.push((await askForQuote(index % 2 === 0 ? first : second, address)).statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await askForQuote(first, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another address has its own count.
    expect((await askForQuote(second, randomAddress())).statusCode).toBe(201);
  });

  it('starts a new window once the last one has passed, and counts each route apart', async () => {
    const Store = postgresRateLimitStore(first.db);
    const store = new Store();
    const count = (route: string, address: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store
          .child({ routeInfo: { method: 'POST', url: route } })
          .incr(address, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs),
      );
    const address = randomAddress();
    expect((await count('/a', address, 400)).current).toBe(1);
    const again = await count('/a', address, 400);
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(0);
    expect(again.ttl).toBeLessThanOrEqual(400);
    expect((await count('/b', address, 400)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await count('/a', address, 400)).current).toBe(1);
  });
});
