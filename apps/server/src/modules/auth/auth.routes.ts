import { createHmac } from 'node:crypto';
import {
  errorCodes,
  gateLoginRequestSchema,
  gateStatusSchema,
  meResponseSchema,
  refreshTokenLifetimeDays,
  revokeSessionsRequestSchema,
  revokeSessionsResponseSchema,
  rolesWith,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  sessionResponseSchema,
  userSessionsQuerySchema,
  userSessionsResponseSchema,
  verifyOtpRequestSchema,
} from '@tg/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import { sameText } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';
import type { AuthService, ClientInfo, IssuedSession } from './auth.service';

const tags = ['authentication'];
export const refreshCookie = 'tg_refresh';
const gateCookie = 'tg_gate';

export interface AuthRouteOptions {
  service: AuthService;
  /** Always mark cookies Secure (COOKIE_SECURE); otherwise only requests that came over HTTPS. */
  cookieSecure: boolean;
  gate: { username: string; password: string } | null;
  secret: string;
}

export function authRoutes({ service, cookieSecure, gate, secret }: AuthRouteOptions) {
  // request.protocol honours TRUST_PROXY and X-Forwarded-Proto: a proxy ending TLS still counts.
  const secureFor = (request: FastifyRequest) => cookieSecure || request.protocol === 'https';
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureFor(request),
    path: '/api/auth',
  });
  const clientOf = (request: FastifyRequest): ClientInfo => ({
    address: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const answerWithSession = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => {
    const { refreshToken, ...answer } = session;
    reply.setCookie(refreshCookie, refreshToken, {
      ...cookieOptions(request),
      maxAge: refreshTokenLifetimeDays * 86_400,
    });
    return answer;
  };
  const gateProof = () => createHmac('sha256', secret).update(`gate:${gate?.username}`).digest('base64url');

  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // Sign-in calls are throttled per address on top of the per-phone rules in the service.
    const throttle = { rateLimit: { max: 60, timeWindow: '1 minute' } };

    app.post(
      '/auth/send-otp',
      {
        config: { access: 'public', ...throttle },
        schema: { tags, body: sendOtpRequestSchema, response: { 200: sendOtpResponseSchema } },
      },
      (request) => service.sendCode(request.body, request.ip),
    );

    app.post(
      '/auth/verify-otp',
      {
        config: { access: 'public', ...throttle },
        schema: { tags, body: verifyOtpRequestSchema, response: { 200: sessionResponseSchema } },
      },
      async (request, reply) =>
        answerWithSession(request, reply, await service.verifyCode(request.body, clientOf(request))),
    );

    app.post(
      '/auth/refresh-token',
      {
        // Every page load renews the session: a more generous budget than sign-in itself.
        config: { access: 'public', rateLimit: { max: 240, timeWindow: '1 minute' } },
        schema: { tags, response: { 200: sessionResponseSchema } },
      },
      async (request, reply) => {
        try {
          return answerWithSession(
            request,
            reply,
            await service.refresh(request.cookies[refreshCookie], clientOf(request)),
          );
        } catch (error) {
          reply.clearCookie(refreshCookie, cookieOptions(request));
          throw error;
        }
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { access: 'public' },
        schema: { tags, response: { 200: z.object({ success: z.literal(true) }) } },
      },
      async (request, reply) => {
        await service.logout(request.cookies[refreshCookie]);
        reply.clearCookie(refreshCookie, cookieOptions(request));
        return { success: true as const };
      },
    );

    app.get(
      '/auth/me',
      { config: { access: 'signedIn' }, schema: { tags, response: { 200: meResponseSchema } } },
      async (request) => ({ user: await service.currentUser(callerOf(request).userId) }),
    );

    app.get(
      '/auth/sessions',
      {
        config: { access: rolesWith('sessions.manage') },
        schema: { tags, querystring: userSessionsQuerySchema, response: { 200: userSessionsResponseSchema } },
      },
      (request) => service.sessionsOf(request.query.userId, callerOf(request).sessionId),
    );

    app.post(
      '/auth/sessions/revoke',
      {
        config: { access: rolesWith('sessions.manage') },
        schema: { tags, body: revokeSessionsRequestSchema, response: { 200: revokeSessionsResponseSchema } },
      },
      (request) => service.revokeSessions(callerOf(request), request.body),
    );

    app.get(
      '/auth/gate',
      { config: { access: 'public' }, schema: { tags, response: { 200: gateStatusSchema } } },
      (request) => ({
        enabled: gate !== null,
        passed: gate === null || request.cookies[gateCookie] === gateProof(),
      }),
    );

    app.post(
      '/auth/gate',
      {
        config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: { tags, body: gateLoginRequestSchema, response: { 200: gateStatusSchema } },
      },
      (request, reply) => {
        if (!gate) return { enabled: false, passed: true };
        const ok =
          sameText(request.body.username, gate.username) && sameText(request.body.password, gate.password);
        if (!ok) throw new AppError(errorCodes.gateInvalid, 401, 'Incorrect username or password');
        reply.setCookie(gateCookie, gateProof(), {
          httpOnly: true,
          sameSite: 'strict',
          secure: secureFor(request),
          path: '/',
        });
        return { enabled: true, passed: true };
      },
    );
  };
}
