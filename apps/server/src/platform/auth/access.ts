import type { Role } from '@tg/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../http/errors';
import type { SessionCheck } from './session-check';
import type { AccessTokens, TokenClaims } from './tokens';

/** What every route must declare: open to anyone, or the roles that may call it. */
export type RouteAccess = 'public' | 'signedIn' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: TokenClaims | null;
  }
}

/** The signed-in caller of a route that is not public. */
export function callerOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * Reads the Bearer token on every request, accepts it only while its session and person still
 * stand (see SessionCheck), and enforces each route's declared access. A route
 * under /api that declares nothing refuses to register, so nothing is left open by accident.
 */
export function registerAccessControl(
  app: FastifyInstance,
  tokens: AccessTokens,
  sessions: Pick<SessionCheck, 'accepts'>,
): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.config?.access === undefined
    ) {
      throw new Error(`route ${route.method} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const claims = await tokens.verify(header.slice(7).trim());
      request.auth = claims && (await sessions.accepts(claims)) ? claims : null;
    }
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    if (!request.auth) throw unauthenticated();
    if (access !== 'signedIn' && !access.includes(request.auth.role)) throw forbidden();
  });
}
