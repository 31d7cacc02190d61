import { authContracts as calls, errorCodes } from '@tg/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { AppError } from '../../platform/http/errors';
import type { AuthService, ClientInfo } from './auth.service';
import { authCookies } from './auth-cookies';
import { type GateCredentials, signInGate } from './sign-in-gate';

export interface AuthRouteOptions {
  service: AuthService;
  /** Always mark cookies Secure (COOKIE_SECURE); otherwise only requests that came over HTTPS. */
  cookieSecure: boolean;
  gate: GateCredentials | null;
  secret: string;
}

// Sign-in calls are throttled per address on top of the per-phone rules in the service.
const signInLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
// Every page load renews the session: a more generous budget than sign-in itself.
const refreshLimit = { rateLimit: { max: 240, timeWindow: '1 minute' } };
const gateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * The web app's session check on every page load sends `X-Session-Check: quiet`: a visitor with
 * no session (no refresh cookie, or one that expired or was revoked) then gets 204 and no body
 * instead of a 401, which browsers log as a failed request in the console of every signed-out
 * storefront visit (issue 17). Without the header the call answers its 401s as before (scripts,
 * and the API's documented behaviour).
 */
export const quietSessionCheckHeader = 'x-session-check';
const asksQuietly = (request: FastifyRequest) => request.headers[quietSessionCheckHeader] === 'quiet';
const endsNoSession = (error: unknown) =>
  error instanceof AppError &&
  (error.code === errorCodes.unauthenticated || error.code === errorCodes.sessionExpired);
/** 204 "no session"; the route is done once its reply is sent (contract-routes returns it as is). */
const noSession = (reply: FastifyReply): never => reply.code(204).send() as never;

const clientOf = (request: FastifyRequest): ClientInfo => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

export function authRoutes({ service, cookieSecure, gate: credentials, secret }: AuthRouteOptions) {
  const cookies = authCookies(cookieSecure);
  const gate = signInGate(credentials, secret);

  return contractRoutes([
    implement(calls.sendCode, ({ body, request }) => service.sendCode(body, request.ip), signInLimit),
    implement(
      calls.verifyCode,
      async ({ body, request, reply }) =>
        cookies.answerWithSession(request, reply, await service.verifyCode(body, clientOf(request))),
      signInLimit,
    ),
    implement(
      calls.refresh,
      async ({ request, reply }) => {
        const quiet = asksQuietly(request);
        const refreshToken = cookies.refreshTokenOf(request);
        if (quiet && !refreshToken) return noSession(reply);
        try {
          const session = await service.refresh(refreshToken, clientOf(request));
          return cookies.answerWithSession(request, reply, session);
        } catch (error) {
          // A refresh token that did not work never will: the browser stops sending it.
          cookies.clearRefresh(request, reply);
          if (quiet && endsNoSession(error)) return noSession(reply);
          throw error;
        }
      },
      refreshLimit,
    ),
    implement(calls.logout, async ({ request, reply }) => {
      await service.logout(cookies.refreshTokenOf(request));
      cookies.clearRefresh(request, reply);
      return { success: true as const };
    }),
    implement(calls.me, async ({ caller }) => ({ user: await service.currentUser(caller.userId) })),
    implement(calls.sessions, ({ caller, query }) => service.sessionsOf(query.userId, caller.sessionId)),
    implement(calls.revokeSessions, ({ caller, body }) => service.revokeSessions(caller, body)),
    implement(calls.gateStatus, ({ request }) => gate.statusOf(cookies.gateProofOf(request))),
    implement(
      calls.passGate,
      ({ body, request, reply }) => {
        const { status, proof } = gate.pass(body);
        if (proof) cookies.setGateProof(request, reply, proof);
        return status;
      },
      gateLimit,
    ),
  ]);
}
