import type { Role } from '@tg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, createUser, later, randomAddress, sendCode, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { activityLog } from '../../platform/audit/audit.table';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInAs(ctx, 'admin');
});
afterAll(() => ctx.close());

/** Signs in from a given address and browser, as the sessions view will show them. */
async function signInFrom(phoneNumber: string, role: Role, address: string, userAgent: string) {
  const sent = (await sendCode(ctx, phoneNumber, role)).json();
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    headers: { 'user-agent': userAgent },
    payload: { phoneNumber, role, code: codeSentTo(ctx, phoneNumber), ...sent },
    remoteAddress: address,
  });
  expect(verified.statusCode).toBe(200);
  return {
    headers: { authorization: `Bearer ${verified.json().token}` },
    refreshCookie: verified.cookies.find((cookie) => cookie.name === 'tg_refresh')?.value ?? '',
  };
}

const sessionsOf = (userId: string, headers = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/auth/sessions?userId=${userId}`, headers });
const revoke = (payload: object, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke', headers, payload });
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('auth: staff sessions', () => {
  it('shows the admin when, from where and with what each live session of a person started and was last used', async () => {
    const worker = await createUser(ctx, 'worker');
    const laptop = await signInFrom(worker.phoneNumber, 'worker', '10.1.1.1', 'Firefox on the office laptop');
    await later(ctx, 60, () => signInFrom(worker.phoneNumber, 'worker', '10.2.2.2', 'Chrome on a phone'));
    const renewed = await later(ctx, 120, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: { 'user-agent': 'Firefox on the office laptop' },
        cookies: { tg_refresh: laptop.refreshCookie },
        remoteAddress: '10.3.3.3',
      }),
    );
    expect(renewed.statusCode).toBe(200);

    const response = await sessionsOf(worker.id);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(2);
    // Newest use first: the laptop was renewed last, from a new address.
    expect(sessions[0]).toMatchObject({
      address: '10.3.3.3',
      userAgent: 'Firefox on the office laptop',
      current: false,
    });
    expect(Date.parse(sessions[0].lastUsedAt) - Date.parse(sessions[0].startedAt)).toBe(120_000);
    expect(sessions[1]).toMatchObject({ address: '10.2.2.2', userAgent: 'Chrome on a phone' });
  });

  it("marks the admin's own session as current", async () => {
    const { sessions } = (await sessionsOf(admin.user.id)).json();
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
  });

  it('ends one session within 5 seconds, leaves the others, and writes it to the activity log', async () => {
    const worker = await createUser(ctx, 'worker');
    const first = await signInFrom(worker.phoneNumber, 'worker', randomAddress(), 'first');
    const second = await later(ctx, 31, () =>
      signInFrom(worker.phoneNumber, 'worker', randomAddress(), 'second'),
    );
    const { sessions } = (await sessionsOf(worker.id)).json();
    const target = sessions.find((session: { userAgent: string }) => session.userAgent === 'first');

    const response = await revoke({ userId: worker.id, sessionId: target._id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 1 });
    await later(ctx, 5, async () => {
      expect((await me(first.headers)).statusCode).toBe(401);
      expect((await me(second.headers)).statusCode).toBe(200);
    });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { tg_refresh: first.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await sessionsOf(worker.id)).json().sessions).toHaveLength(1);

    const entries = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, worker.id), eq(activityLog.action, 'revoke-session')));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        actorRole: 'admin',
        newValues: { sessions: [target._id] },
      }),
    ]);
  });

  it('ends every session of a person at once', async () => {
    const customer = await createUser(ctx, 'customer');
    const one = await signInFrom(customer.phoneNumber, 'customer', randomAddress(), 'one');
    const two = await later(ctx, 31, () =>
      signInFrom(customer.phoneNumber, 'customer', randomAddress(), 'two'),
    );
    expect((await revoke({ userId: customer.id })).json()).toEqual({ revoked: 2 });
    await later(ctx, 5, async () => {
      expect((await me(one.headers)).statusCode).toBe(401);
      expect((await me(two.headers)).statusCode).toBe(401);
    });
    expect((await sessionsOf(customer.id)).json().sessions).toEqual([]);
  });

  it('answers 404 for an unknown person or session, and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await sessionsOf(missing)).statusCode).toBe(404);
    expect((await revoke({ userId: missing })).statusCode).toBe(404);
    expect((await revoke({ userId: admin.user.id, sessionId: missing })).statusCode).toBe(404);
    expect((await sessionsOf('nope')).statusCode).toBe(400);
  });

  it.each([
    'worker',
    'agent',
    'customer',
  ] as const)('a %s can neither see nor end anyone’s sessions, its own included', async (role) => {
    const caller = await signedInAs(ctx, role);
    expect((await sessionsOf(admin.user.id, caller.headers)).statusCode).toBe(403);
    expect((await sessionsOf(caller.user.id, caller.headers)).statusCode).toBe(403);
    expect((await revoke({ userId: admin.user.id }, caller.headers)).statusCode).toBe(403);
    expect((await me(admin.headers)).statusCode).toBe(200);
  });
});
