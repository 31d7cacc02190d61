import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, createUser, randomAddress, sendCode } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * Issue 13, item 9 (cookie half): the refresh and gate cookies carried `Secure` only when
 * COOKIE_SECURE said so. They now carry it whenever the request came over HTTPS — directly, or
 * through a trusted proxy's X-Forwarded-Proto — and never on plain HTTP, where a browser on a LAN
 * address would drop a Secure cookie and the session with it.
 */
const apps: TestContext[] = [];
async function appWith(env: Record<string, string>) {
  const ctx = await createTestApp({ GATE_USERNAME: 'office', GATE_PASSWORD: 'glass-2026', ...env });
  apps.push(ctx);
  return ctx;
}
afterAll(() => Promise.all(apps.map((ctx) => ctx.close())));

async function cookiesOf(ctx: TestContext, headers: Record<string, string>) {
  const user = await createUser(ctx, 'worker');
  const sent = (await sendCode(ctx, user.phoneNumber, 'worker')).json();
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    headers,
    payload: {
      phoneNumber: user.phoneNumber,
      role: 'worker',
      code: codeSentTo(ctx, user.phoneNumber),
      ...sent,
    },
    remoteAddress: randomAddress(),
  });
  expect(verified.statusCode).toBe(200);
  const refreshCookie = verified.cookies.find((cookie) => cookie.name === 'tg_refresh');
  const refreshed = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers,
    cookies: { tg_refresh: refreshCookie?.value ?? '' },
  });
  const gate = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/gate',
    headers,
    payload: { username: 'office', password: 'glass-2026' },
  });
  const logout = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers,
    cookies: { tg_refresh: refreshed.cookies.find((cookie) => cookie.name === 'tg_refresh')?.value ?? '' },
  });
  return [
    refreshCookie,
    refreshed.cookies.find((cookie) => cookie.name === 'tg_refresh'),
    gate.cookies.find((cookie) => cookie.name === 'tg_gate'),
    logout.cookies.find((cookie) => cookie.name === 'tg_refresh'),
  ].map((cookie) => {
    expect(cookie).toBeDefined();
    return Boolean(cookie?.secure);
  });
}

describe('09: the session cookies are Secure exactly when the request came over HTTPS', () => {
  let behindProxy: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    behindProxy = await appWith({ TRUST_PROXY: '1' });
    direct = await appWith({});
  });

  it('carries Secure behind a trusted proxy that says https', async () => {
    expect(await cookiesOf(behindProxy, { 'x-forwarded-proto': 'https' })).toEqual([true, true, true, true]);
  });

  it('does not carry Secure over plain http, on a LAN address or behind the proxy', async () => {
    expect(await cookiesOf(direct, {})).toEqual([false, false, false, false]);
    expect(await cookiesOf(behindProxy, { 'x-forwarded-proto': 'http' })).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is on', async () => {
    expect(await cookiesOf(direct, { 'x-forwarded-proto': 'https' })).toEqual([false, false, false, false]);
  });

  it('always carries Secure when COOKIE_SECURE says so', async () => {
    const forced = await appWith({ COOKIE_SECURE: '1' });
    expect(await cookiesOf(forced, {})).toEqual([true, true, true, true]);
  });
});
