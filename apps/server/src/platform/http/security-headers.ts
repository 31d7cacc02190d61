import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** The origin of a tile URL template; a `{s}` subdomain becomes a wildcard. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template);
  return (match?.[1] ?? template).replace('{s}', '*');
}

/**
 * Helmet's headers, except the two that only make sense over HTTPS. `upgrade-insecure-requests`
 * makes a browser fetch the page's scripts over https, and HSTS pins the host to https: served over
 * plain HTTP on a LAN address either one leaves a blank page. Both are sent only when the request
 * came over HTTPS, directly or, with TRUST_PROXY, as the proxy's X-Forwarded-Proto says
 * (`request.protocol` reads both).
 *
 * Helmet is built once here and its middleware run on each request: `@fastify/helmet` built it
 * anew per request, parsing the policy each time, a few percent of a registry lookup (issue 19).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** The map's tile server, when one is configured: its images are the only outside ones allowed. */
  mapTileUrl: string | null = null,
): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileUrl ? [tileOrigin(mapTileUrl)] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The document modal shows the PDF it previews in a frame, from a blob the page made.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) return done(error as Error);
      if (request.protocol === 'https') {
        reply.raw.setHeader('strict-transport-security', strictTransportSecurity);
        const policy = reply.raw.getHeader('content-security-policy');
        if (typeof policy === 'string')
          reply.raw.setHeader('content-security-policy', `${policy};upgrade-insecure-requests`);
      }
      done();
    });
  });
}
