import { randomInt } from 'node:crypto';
import type { Role, SessionResponse } from '@tg/domain';
import { expect } from 'vitest';
import { usersRepository } from '../src/modules/users/users.repository';
import { multipart } from './multipart';
import type { TestContext } from './test-app';

let phoneCounter = 0;
/** A phone no other test in this process uses: +97254xxxxxxx. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+97254${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export function randomAddress(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export async function createUser(
  ctx: TestContext,
  role: Role,
  overrides: { phoneNumber?: string; name?: string } = {},
) {
  return usersRepository.insert(ctx.db, {
    role,
    name: overrides.name ?? `${role} test`,
    phoneNumber: overrides.phoneNumber ?? uniquePhone(),
    userType: 'individual',
  });
}

export async function sendCode(
  ctx: TestContext,
  phoneNumber: string,
  role: Role,
  remoteAddress = randomAddress(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phoneNumber, role },
    remoteAddress,
  });
}

/** The code the development SMS sender "sent" to the phone. */
export function codeSentTo(ctx: TestContext, phone: string): string {
  const message = ctx.sms.lastTo(phone);
  const code = message?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Signs in through the real API (send code, read the SMS outbox, verify). */
export async function signIn(ctx: TestContext, phoneNumber: string, role: Role) {
  const sent = await sendCode(ctx, phoneNumber, role);
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const { requestId, sessionId } = sent.json();
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phoneNumber, role, requestId, sessionId, code: codeSentTo(ctx, phoneNumber) },
    remoteAddress: randomAddress(),
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  const refreshCookie = verified.cookies.find((cookie) => cookie.name === 'tg_refresh')?.value;
  return { ...(verified.json() as SessionResponse), refreshCookie: refreshCookie ?? '' };
}

/** A signed-in user of the role, with the Authorization header ready to use. */
export async function signedInAs(ctx: TestContext, role: Role) {
  const user = await createUser(ctx, role);
  const session = await signIn(ctx, user.phoneNumber, role);
  return { user, session, headers: { authorization: `Bearer ${session.token}` } };
}

/** Runs `work` with the app's clock moved forward, then puts the clock back. */
export async function later<T>(ctx: TestContext, seconds: number, work: () => Promise<T>): Promise<T> {
  const start = ctx.clock.now;
  ctx.clock.now = new Date(start.getTime() + seconds * 1000);
  try {
    return await work();
  } finally {
    ctx.clock.now = start;
  }
}

/** Uploads one file through POST /api/files/upload as `headers`' person; answers the stored file. */
export async function uploadFile(
  ctx: TestContext,
  headers: Record<string, string>,
  file: { name: string; content: Buffer; type?: string },
  purpose = 'document',
) {
  const body = multipart({ purpose }, file);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; url: string; name: string };
}
