import { otpLockSeconds, otpResendSeconds } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeSentTo,
  createUser,
  later,
  randomAddress,
  sendCode,
  signIn,
  uniquePhone,
} from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { hashSpecialCode } from '../special-users/special-code-hash';
import { specialUsersRepository } from '../special-users/special-users.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const verify = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload, remoteAddress });

describe('auth: send-otp', () => {
  it('answers requestId, sessionId and the resend wait, and texts a 6-digit code to a known phone', async () => {
    const user = await createUser(ctx, 'worker');
    const response = await sendCode(ctx, user.phoneNumber, 'worker');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      sessionId: expect.any(String),
      resendInSeconds: otpResendSeconds,
    });
    expect(codeSentTo(ctx, user.phoneNumber)).toMatch(/^\d{6}$/);
  });

  it('normalises a local or 9720-prefixed phone to +972', async () => {
    const user = await createUser(ctx, 'agent');
    const local = `0${user.phoneNumber.slice(4)}`;
    expect((await sendCode(ctx, `9720${local.slice(1)}`, 'agent')).statusCode).toBe(200);
    expect(ctx.sms.lastTo(user.phoneNumber)).toBeDefined();
  });

  it('gives an unknown phone the same answer without sending anything (no enumeration)', async () => {
    const phone = uniquePhone();
    const response = await sendCode(ctx, phone, 'worker');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['requestId', 'resendInSeconds', 'sessionId']);
    expect(ctx.sms.lastTo(phone)).toBeUndefined();
  });

  it('refuses bad input with per-field messages and never 500', async () => {
    const cases = [
      [{}, { phoneNumber: 'validation.required', role: 'validation.invalidRole' }],
      [{ phoneNumber: 'abc', role: 'worker' }, { phoneNumber: 'validation.invalidPhone' }],
      [{ phoneNumber: '0501234567', role: 'boss' }, { role: 'validation.invalidRole' }],
      [{ phoneNumber: 12, role: 'worker' }, { phoneNumber: 'validation.required' }],
    ] as const;
    for (const [payload, fields] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('makes a phone wait before another code, and limits codes per phone per hour', async () => {
    const user = await createUser(ctx, 'installer');
    expect((await sendCode(ctx, user.phoneNumber, 'installer')).statusCode).toBe(200);
    const tooSoon = await sendCode(ctx, user.phoneNumber, 'installer');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('RATE_LIMITED');
    expect(tooSoon.headers['retry-after']).toBeDefined();

    for (let sent = 1; sent < 5; sent++) {
      await later(ctx, sent * (otpResendSeconds + 1), async () =>
        expect((await sendCode(ctx, user.phoneNumber, 'installer')).statusCode).toBe(200),
      );
    }
    await later(ctx, 5 * (otpResendSeconds + 1), async () =>
      expect((await sendCode(ctx, user.phoneNumber, 'installer')).statusCode).toBe(429),
    );
  });

  it('limits codes per address whatever the phones', async () => {
    const address = randomAddress();
    const answers: number[] = [];
    for (let index = 0; index < 31; index++)
      answers.push((await sendCode(ctx, uniquePhone(), 'customer', address)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('auth: verify-otp', () => {
  it('signs in with the texted code: token, user and an httpOnly refresh cookie', async () => {
    const user = await createUser(ctx, 'worker', { name: 'דנה' });
    const sent = (await sendCode(ctx, user.phoneNumber, 'worker')).json();
    const response = await verify({
      phoneNumber: user.phoneNumber,
      role: 'worker',
      code: codeSentTo(ctx, user.phoneNumber),
      ...sent,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      _id: user.id,
      role: 'worker',
      userType: 'individual',
      name: 'דנה',
      phoneNumber: user.phoneNumber,
      userId: null,
    });
    expect(body.token.split('.')).toHaveLength(3);
    const cookie = response.cookies.find((c) => c.name === 'tg_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('accepts a code once only', async () => {
    const user = await createUser(ctx, 'worker');
    const sent = (await sendCode(ctx, user.phoneNumber, 'worker')).json();
    const payload = {
      phoneNumber: user.phoneNumber,
      role: 'worker',
      code: codeSentTo(ctx, user.phoneNumber),
      ...sent,
    };
    expect((await verify(payload)).statusCode).toBe(200);
    const again = await verify(payload);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('AUTH_INVALID_CODE');
  });

  it('refuses an expired code', async () => {
    const user = await createUser(ctx, 'worker');
    const sent = (await sendCode(ctx, user.phoneNumber, 'worker')).json();
    await later(ctx, 5 * 60 + 1, async () => {
      const response = await verify({
        phoneNumber: user.phoneNumber,
        role: 'worker',
        code: codeSentTo(ctx, user.phoneNumber),
        ...sent,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('AUTH_CODE_EXPIRED');
    });
  });

  it('ends a request after 5 wrong codes, and locks the phone for 15 minutes after 10, even for the right code', async () => {
    const user = await createUser(ctx, 'storekeeper');
    const sent = (await sendCode(ctx, user.phoneNumber, 'storekeeper')).json();
    const code = codeSentTo(ctx, user.phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const base = { phoneNumber: user.phoneNumber, role: 'storekeeper', ...sent };
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await verify({ ...base, code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Invalid code. Please try again.');
    }
    const usedUp = await verify({ ...base, code });
    expect(usedUp.statusCode).toBe(401);
    expect(usedUp.json().error.code).toBe('AUTH_CODE_EXPIRED');

    const second = await later(ctx, otpResendSeconds + 1, async () => {
      const again = (await sendCode(ctx, user.phoneNumber, 'storekeeper')).json();
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await verify({ ...base, ...again, code: wrong })).statusCode).toBe(401);
      return { ...again, code: codeSentTo(ctx, user.phoneNumber) };
    });
    const locked = await verify({ ...base, ...second });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('AUTH_PHONE_LOCKED');
    expect(locked.json().error.retryAfterSeconds).toBeGreaterThan(otpLockSeconds - 5);
    expect((await sendCode(ctx, user.phoneNumber, 'storekeeper')).statusCode).toBe(429);

    await later(ctx, otpResendSeconds + otpLockSeconds + 2, async () => {
      const fresh = (await sendCode(ctx, user.phoneNumber, 'storekeeper')).json();
      const response = await verify({ ...base, ...fresh, code: codeSentTo(ctx, user.phoneNumber) });
      expect(response.statusCode).toBe(200);
    });
  });

  it('fails the same way for an unknown phone as for a wrong code', async () => {
    const phone = uniquePhone();
    const sent = (await sendCode(ctx, phone, 'agent')).json();
    const response = await verify({ phoneNumber: phone, role: 'agent', code: '123456', ...sent });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('AUTH_INVALID_CODE');
  });

  it('refuses a code sent for another role or with another session', async () => {
    const user = await createUser(ctx, 'worker');
    await createUser(ctx, 'agent', { phoneNumber: user.phoneNumber });
    const sent = (await sendCode(ctx, user.phoneNumber, 'worker')).json();
    const code = codeSentTo(ctx, user.phoneNumber);
    expect((await verify({ phoneNumber: user.phoneNumber, role: 'agent', code, ...sent })).statusCode).toBe(
      401,
    );
    expect(
      (
        await verify({
          phoneNumber: user.phoneNumber,
          role: 'worker',
          code,
          requestId: sent.requestId,
          sessionId: sent.requestId,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('gives exactly one session to 50 parallel verifies of one correct code', async () => {
    const user = await createUser(ctx, 'worker');
    const sent = (await sendCode(ctx, user.phoneNumber, 'worker')).json();
    const payload = {
      phoneNumber: user.phoneNumber,
      role: 'worker',
      code: codeSentTo(ctx, user.phoneNumber),
      ...sent,
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(payload)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
  });

  it('creates a customer on first sign-in and finds the same one the next time', async () => {
    const phone = uniquePhone();
    const session = await signIn(ctx, phone, 'customer');
    expect(session.user).toMatchObject({ role: 'customer', phoneNumber: phone });
    const again = await later(ctx, otpResendSeconds + 1, () => signIn(ctx, phone, 'customer'));
    expect(again.user._id).toBe(session.user._id);
  });

  it('lets a special number sign in with its fixed code and no SMS', async () => {
    const user = await createUser(ctx, 'agent');
    await specialUsersRepository.insert(ctx.db, {
      name: 'Reviewer',
      phone: user.phoneNumber,
      codeSalt: 'salt',
      codeHash: hashSpecialCode('salt', user.phoneNumber, '424242'),
      roles: ['agent'],
    });
    const sent = (await sendCode(ctx, user.phoneNumber, 'agent')).json();
    expect(ctx.sms.lastTo(user.phoneNumber)).toBeUndefined();
    const response = await verify({ phoneNumber: user.phoneNumber, role: 'agent', code: '424242', ...sent });
    expect(response.statusCode).toBe(200);
    // Nothing is texted, so there is no wait before the next sign-in; wrong codes still lock it:
    // each request takes 5, and 10 across requests lock the phone.
    let again = await sendCode(ctx, user.phoneNumber, 'agent');
    for (let round = 0; round < 2; round++) {
      if (round > 0) again = await sendCode(ctx, user.phoneNumber, 'agent');
      expect(again.statusCode).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        await verify({ phoneNumber: user.phoneNumber, role: 'agent', code: '000000', ...again.json() });
      }
    }
    const locked = await verify({
      phoneNumber: user.phoneNumber,
      role: 'agent',
      code: '424242',
      ...again.json(),
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe('auth: refresh, me and logout', () => {
  const refresh = (cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { tg_refresh: cookie },
      remoteAddress: randomAddress(),
    });

  it('answers who is signed in', async () => {
    const user = await createUser(ctx, 'company');
    const session = await signIn(ctx, user.phoneNumber, 'company');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user._id).toBe(user.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.token}x` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('rotates the refresh token and revokes the whole family when an old one is reused', async () => {
    const user = await createUser(ctx, 'worker');
    const session = await signIn(ctx, user.phoneNumber, 'worker');
    const first = await refresh(session.refreshCookie);
    expect(first.statusCode).toBe(200);
    const rotated = first.cookies.find((cookie) => cookie.name === 'tg_refresh')?.value ?? '';
    expect(rotated).not.toBe(session.refreshCookie);
    expect(first.json().user._id).toBe(user.id);

    await later(ctx, 60, async () => {
      const reused = await refresh(session.refreshCookie);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().error.code).toBe('AUTH_SESSION_EXPIRED');
      // The thief's reuse also ends the legitimate holder's newer token.
      expect((await refresh(rotated)).statusCode).toBe(401);
    });
  });

  it('refuses a missing or unknown refresh cookie', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token' })).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const user = await createUser(ctx, 'worker');
    const session = await signIn(ctx, user.phoneNumber, 'worker');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { tg_refresh: session.refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
  });
});

describe('auth: gate login', () => {
  it('is off unless configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/gate' });
    expect(response.json()).toEqual({ enabled: false, passed: true });
  });

  it('checks the configured pair on the server', async () => {
    const gated = await createTestApp({ GATE_USERNAME: 'office', GATE_PASSWORD: 'glass-2026' });
    try {
      expect((await gated.app.inject({ method: 'GET', url: '/api/auth/gate' })).json()).toEqual({
        enabled: true,
        passed: false,
      });
      const wrong = await gated.app.inject({
        method: 'POST',
        url: '/api/auth/gate',
        payload: { username: 'office', password: 'nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('AUTH_GATE_INVALID');
      const empty = await gated.app.inject({
        method: 'POST',
        url: '/api/auth/gate',
        payload: { username: '', password: '' },
      });
      expect(empty.statusCode).toBe(400);
      const right = await gated.app.inject({
        method: 'POST',
        url: '/api/auth/gate',
        payload: { username: 'office', password: 'glass-2026' },
      });
      expect(right.statusCode).toBe(200);
      const cookie = right.cookies.find((c) => c.name === 'tg_gate');
      const status = await gated.app.inject({
        method: 'GET',
        url: '/api/auth/gate',
        cookies: { tg_gate: cookie?.value ?? '' },
      });
      expect(status.json()).toEqual({ enabled: true, passed: true });
    } finally {
      await gated.close();
    }
  });
});
