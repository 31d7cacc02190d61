import { authContracts as calls } from '@tg/domain';
import type { FastifyRequest } from 'fastify';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
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
        try {
          const session = await service.refresh(cookies.refreshTokenOf(request), clientOf(request));
          return cookies.answerWithSession(request, reply, session);
        } catch (error) {
          // A refresh token that did not work never will: the browser stops sending it.
          cookies.clearRefresh(request, reply);
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
