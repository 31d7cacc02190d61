import { createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  errorCodes,
  isUuid,
  otpLifetimeSeconds,
  otpLockSeconds,
  otpMaxWrongTries,
  otpMaxWrongTriesPerAddress,
  otpMaxWrongTriesPerPhone,
  otpResendSeconds,
  type Role,
  refreshTokenLifetimeDays,
  type SendOtpResponse,
  type SessionResponse,
  type UserSessionsResponse,
} from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { LiveSession } from '../../platform/auth/session-check';
import type { AccessClaims, AccessTokens } from '../../platform/auth/tokens';
import { randomToken, sameText, sha256 } from '../../platform/auth/tokens';
import type { Database, Transaction } from '../../platform/db/client';
import { AppError, notFound, unauthenticated } from '../../platform/http/errors';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { FixedCodeMatch, SpecialUsersService } from '../special-users/special-users.service';
import { toSessionUser, type UserRow, usersService } from '../users/users.service';
import { authRepository } from './auth.repository';

/** Sends per phone and per address within an hour (ADR 0004). */
export const sendLimits = { perPhonePerHour: 5, perAddressPerHour: 30 };
/** Two tabs refreshing at once present the same token; that is not theft (ADR 0004). */
const refreshReuseGraceMs = 10_000;

export interface AuthDependencies {
  db: Database;
  tokens: AccessTokens;
  secret: string;
  sms: SmsSender;
  specialUsers: SpecialUsersService;
  onSmsFailure: (error: unknown) => void;
  now?: () => Date;
}

export interface IssuedSession extends SessionResponse {
  refreshToken: string;
}

/** Where a sign-in or refresh came from, kept on the session for the staff sessions view. */
export interface ClientInfo {
  address: string;
  userAgent?: string;
}

const invalidCode = () => new AppError(errorCodes.invalidCode, 'Invalid code. Please try again.');
const locked = (until: Date, now: Date) =>
  new AppError(errorCodes.phoneLocked, 'Too many wrong codes. Try again later.', {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
const codeUsedUp = () =>
  new AppError(errorCodes.codeExpired, 'This code no longer works. Ask for a new one.');
const tooManyTries = (seconds: number) =>
  new AppError(errorCodes.rateLimited, 'Too many wrong codes from this address. Try again later.', {
    retryAfterSeconds: Math.max(1, Math.ceil(seconds)),
  });
const tooSoon = (seconds: number) =>
  new AppError(errorCodes.rateLimited, 'Too many codes requested. Try again later.', {
    retryAfterSeconds: Math.max(1, Math.ceil(seconds)),
  });

export function createAuthService(deps: AuthDependencies) {
  const { db, tokens, sms, specialUsers } = deps;
  const now = deps.now ?? (() => new Date());
  const hashCode = (requestId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${requestId}:${code}`).digest('hex');

  async function issueSession(
    tx: Transaction,
    user: UserRow,
    familyId: string,
    client: ClientInfo,
    at: Date,
  ): Promise<IssuedSession> {
    const refreshToken = randomToken();
    await authRepository.insertRefreshToken(tx, {
      familyId,
      userId: user.id,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(at.getTime() + refreshTokenLifetimeDays * 86_400_000),
      createdFrom: client.address,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      createdAt: at,
    });
    const access = await tokens.issue({ userId: user.id, role: user.role, sessionId: familyId }, at);
    return {
      token: access.token,
      expiresAt: access.expiresAt.toISOString(),
      user: toSessionUser(user),
      refreshToken,
    };
  }

  async function enforceSendLimits(tx: Transaction, phone: string, address: string, at: Date): Promise<void> {
    const last = await authRepository.lastRequestFor(tx, phone);
    const sinceLast = last ? (at.getTime() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (sinceLast < otpResendSeconds) throw tooSoon(otpResendSeconds - sinceLast);
    const hourAgo = new Date(at.getTime() - 3_600_000);
    const sentToPhone = await authRepository.countRequestsByPhoneSince(tx, phone, hourAgo);
    if (sentToPhone >= sendLimits.perPhonePerHour) throw tooSoon(3600);
    const sentFromAddress = await authRepository.countRequestsByAddressSince(tx, address, hourAgo);
    if (sentFromAddress >= sendLimits.perAddressPerHour) throw tooSoon(3600);
  }

  return {
    /**
     * Answers the same way, after the same work, whether or not the phone has an account, so the
     * answer tells nothing about who is a customer. Only a real account gets an SMS.
     */
    async sendCode(input: { phoneNumber: string; role: Role }, address: string): Promise<SendOtpResponse> {
      const at = now();
      const { request, code } = await db.transaction(async (tx) => {
        await authRepository.lockPhone(tx, input.phoneNumber);
        const guard = await authRepository.guardOf(tx, input.phoneNumber);
        if (guard?.lockedUntil && guard.lockedUntil > at) throw locked(guard.lockedUntil, at);

        const user = await usersService.findForSignIn(tx, input.phoneNumber, input.role);
        const allowed = usersService.mayRequestCode(input.role, user);
        const fixedCode = allowed && (await specialUsers.hasFixedCode(tx, input.phoneNumber, input.role));
        // Send limits protect people from SMS floods; a fixed-code number is sent nothing (ADR 0004).
        if (!fixedCode) await enforceSendLimits(tx, input.phoneNumber, address, at);
        const requestId = randomUUID();
        const code = allowed && !fixedCode ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
        const request = await authRepository.insertRequest(tx, {
          id: requestId,
          phoneNumber: input.phoneNumber,
          role: input.role,
          codeHash: code ? hashCode(requestId, code) : null,
          usesFixedCode: Boolean(fixedCode),
          requestedFrom: address,
          expiresAt: new Date(at.getTime() + otpLifetimeSeconds * 1000),
          createdAt: at,
        });
        return { request, code };
      });
      // Not awaited: a slow gateway must not make known phones answer slower than unknown ones.
      if (code) sms.send(input.phoneNumber, `Your sign-in code: ${code}`).catch(deps.onSmsFailure);
      return { requestId: request.id, sessionId: request.sessionId, resendInSeconds: otpResendSeconds };
    },

    async verifyCode(
      input: {
        phoneNumber: string;
        code: string;
        role: Role;
        sessionId: string;
        requestId: string;
      },
      client: ClientInfo,
    ): Promise<IssuedSession> {
      const at = now();
      const windowStart = new Date(at.getTime() - otpLockSeconds * 1000);
      const outcome = await db.transaction(async (tx) => {
        // Address, then phone, always in this order (send-otp takes only the phone): no deadlock.
        await authRepository.lockAddress(tx, client.address);
        const failures = await authRepository.countFailuresByAddressSince(tx, client.address, windowStart);
        if (failures.total >= otpMaxWrongTriesPerAddress) {
          const freeAt = (failures.oldest ?? at).getTime() + otpLockSeconds * 1000;
          return { error: tooManyTries((freeAt - at.getTime()) / 1000) };
        }
        await authRepository.lockPhone(tx, input.phoneNumber);
        const guard = await authRepository.guardOf(tx, input.phoneNumber);
        if (guard?.lockedUntil && guard.lockedUntil > at) return { error: locked(guard.lockedUntil, at) };

        const request =
          isUuid(input.requestId) && isUuid(input.sessionId)
            ? await authRepository.findRequestForUpdate(tx, input.requestId, input.sessionId)
            : undefined;
        const matchesRequest =
          request &&
          request.phoneNumber === input.phoneNumber &&
          request.role === input.role &&
          !request.consumedAt;
        if (matchesRequest && request.expiresAt <= at) {
          return {
            error: new AppError(errorCodes.codeExpired, 'The code has expired. Ask for a new one.'),
          };
        }
        if (matchesRequest && request.failedAttempts >= otpMaxWrongTries) {
          await authRepository.recordFailure(tx, client.address, at, windowStart);
          return { error: codeUsedUp() };
        }
        let correct = false;
        let fixedCode: FixedCodeMatch | undefined;
        if (matchesRequest && request.usesFixedCode) {
          fixedCode = await specialUsers.matchFixedCode(tx, input.phoneNumber, input.role, input.code);
          correct = fixedCode !== undefined;
        } else if (matchesRequest && request.codeHash) {
          correct = sameText(request.codeHash, hashCode(request.id, input.code));
        }

        if (!correct || !request) {
          await authRepository.recordFailure(tx, client.address, at, windowStart);
          // A made-up request id, or a request of another phone or role, says nothing about this
          // phone: counting it would let anyone lock anyone out (ADR 0019).
          if (!matchesRequest) return { error: invalidCode() };
          await authRepository.countWrongCode(tx, request.id);
          const counting = guard && !guard.lockedUntil && guard.updatedAt > windowStart;
          const attempts = (counting ? guard.failedAttempts : 0) + 1;
          const lockNow = attempts >= otpMaxWrongTriesPerPhone;
          await authRepository.saveGuard(
            tx,
            input.phoneNumber,
            lockNow ? 0 : attempts,
            lockNow ? new Date(at.getTime() + otpLockSeconds * 1000) : null,
            at,
          );
          return { error: invalidCode() };
        }

        if (!(await authRepository.consumeRequest(tx, request.id, at))) return { error: invalidCode() };
        await authRepository.saveGuard(tx, input.phoneNumber, 0, null, at);
        const user = await usersService.findOrCreateOnSignIn(tx, input.phoneNumber, input.role);
        if (!user) return { error: invalidCode() };
        if (fixedCode)
          await specialUsers.recordUse(tx, { userId: user.id, role: user.role, name: user.name }, fixedCode);
        await recordActivity(
          tx,
          { userId: user.id, role: user.role, name: user.name },
          {
            action: 'sign-in',
            entity: 'user',
            entityId: user.id,
          },
        );
        return { session: await issueSession(tx, user, randomUUID(), client, at) };
      });
      if ('error' in outcome) throw outcome.error;
      return outcome.session;
    },

    /** Rotates the refresh token. A token used twice means a copy exists: the family is revoked. */
    async refresh(refreshToken: string | undefined, client: ClientInfo): Promise<IssuedSession> {
      if (!refreshToken) throw unauthenticated('No session');
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const stored = await authRepository.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!stored || stored.revokedAt || stored.expiresAt <= at) return { error: sessionExpired() };
        if (stored.replacedAt && at.getTime() - stored.replacedAt.getTime() > refreshReuseGraceMs) {
          await authRepository.revokeFamily(tx, stored.familyId, at);
          await recordActivity(
            tx,
            { userId: stored.userId, role: null },
            {
              action: 'revoke-session',
              entity: 'user',
              entityId: stored.userId,
              notes: 'refresh token reused',
            },
          );
          return { error: sessionExpired() };
        }
        const user = await usersService.findById(tx, stored.userId);
        if (!user) {
          await authRepository.revokeFamily(tx, stored.familyId, at);
          return { error: sessionExpired() };
        }
        if (!stored.replacedAt) await authRepository.markReplaced(tx, stored.id, at);
        return { session: await issueSession(tx, user, stored.familyId, client, at) };
      });
      if ('error' in outcome) throw outcome.error;
      return outcome.session;
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const at = now();
      await db.transaction(async (tx) => {
        const stored = await authRepository.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!stored) return;
        await authRepository.revokeFamily(tx, stored.familyId, at);
        await recordActivity(
          tx,
          { userId: stored.userId, role: null },
          {
            action: 'sign-out',
            entity: 'user',
            entityId: stored.userId,
          },
        );
      });
    },

    /** What SessionCheck asks on a cache miss: one indexed query. */
    liveSession(sessionId: string): Promise<LiveSession | undefined> {
      if (!isUuid(sessionId)) return Promise.resolve(undefined);
      return authRepository.liveSession(db, sessionId);
    },

    async sessionsOf(userId: string, currentSessionId: string): Promise<UserSessionsResponse> {
      const user = await usersService.findById(db, userId);
      if (!user) throw notFound('User not found');
      const rows = await authRepository.liveSessionsOf(db, userId, now());
      return {
        sessions: rows.map((row) => ({
          _id: row.familyId,
          startedAt: row.startedAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          address: row.address,
          userAgent: row.userAgent,
          current: row.familyId === currentSessionId,
        })),
      };
    },

    /** Ends one session of a person, or all of them; their access tokens stop within the check window. */
    async revokeSessions(
      caller: AccessClaims,
      request: { userId: string; sessionId?: string },
    ): Promise<{ revoked: number }> {
      const at = now();
      return db.transaction(async (tx) => {
        const user = await usersService.findById(tx, request.userId);
        if (!user) throw notFound('User not found');
        const ended = await authRepository.revokeFamiliesOf(
          tx,
          user.id,
          request.sessionId ? [request.sessionId] : 'all',
          at,
        );
        if (request.sessionId && ended.length === 0) throw notFound('Session not found');
        const actor = await usersService.findById(tx, caller.userId);
        await recordActivity(
          tx,
          { userId: caller.userId, role: caller.role, name: actor?.name ?? null },
          {
            action: 'revoke-session',
            entity: 'user',
            entityId: user.id,
            newValues: { sessions: ended },
            notes: request.sessionId ? 'one session ended by staff' : 'all sessions ended by staff',
          },
        );
        return { revoked: ended.length };
      });
    },

    async currentUser(userId: string) {
      const user = await usersService.findById(db, userId);
      if (!user) throw notFound('User not found');
      return toSessionUser(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

const sessionExpired = () =>
  new AppError(errorCodes.sessionExpired, 'Your session has ended. Sign in again.');
