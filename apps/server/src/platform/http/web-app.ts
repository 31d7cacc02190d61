import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `vite build` put the web app, beside the sources or beside the server bundle. */
export function findWebDist(configured?: string): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}

/**
 * Serves the built storefront and back-office. Any GET outside /api that is not a file gets
 * index.html, so deep links and reloads land in the web router (which shows its own not-found).
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (response, filePath) => {
      // Hashed bundles never change; index.html must always be fresh.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
