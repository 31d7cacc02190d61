import { refreshTokenLifetimeDays } from '@tg/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './auth.service';

export const refreshCookie = 'tg_refresh';
export const gateCookie = 'tg_gate';

/**
 * The auth calls' cookies: the rotating refresh token (sent only to /api/auth) and the gate's
 * proof (sent everywhere, the web app's pages included). Both httpOnly and SameSite=Strict.
 */
export function authCookies(cookieSecure: boolean) {
  // request.protocol honours TRUST_PROXY and X-Forwarded-Proto: a proxy ending TLS still counts.
  const secureFor = (request: FastifyRequest) => cookieSecure || request.protocol === 'https';
  const refreshOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureFor(request),
    path: '/api/auth',
  });

  return {
    refreshTokenOf: (request: FastifyRequest): string | undefined => request.cookies[refreshCookie],
    gateProofOf: (request: FastifyRequest): string | undefined => request.cookies[gateCookie],

    /** The session's answer, its refresh token moved from the body into the cookie. */
    answerWithSession(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
      const { refreshToken, ...answer } = session;
      reply.setCookie(refreshCookie, refreshToken, {
        ...refreshOptions(request),
        maxAge: refreshTokenLifetimeDays * 86_400,
      });
      return answer;
    },

    clearRefresh(request: FastifyRequest, reply: FastifyReply) {
      reply.clearCookie(refreshCookie, refreshOptions(request));
    },

    setGateProof(request: FastifyRequest, reply: FastifyReply, proof: string) {
      reply.setCookie(gateCookie, proof, {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureFor(request),
        path: '/',
      });
    },
  };
}
