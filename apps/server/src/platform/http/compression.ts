import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The answers worth compressing on the fly: JSON, HTML, XML and text. PDFs, images, spreadsheets
 * and archives are compressed formats already (a second pass only costs time), and the web's
 * bundles come precompressed from the build (see web-app.ts), so neither is listed here.
 */
export const compressibleType =
  /^(?:application\/(?:json|xml|javascript|manifest\+json)|text\/(?:html|plain|xml|css|javascript)|image\/svg\+xml)(?:;|$)/;

/**
 * Compresses answers above 1 KB with brotli (quality 4: most of the gain at a fraction of level
 * 11's time) or gzip, whichever the client accepts first in that order; a search page or a long
 * list shrinks by 80–90 %. Registered before any route: the plugin attaches its hook as each
 * route is added. Routes that send files say `compress: false` (contract-routes.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip', 'deflate'],
    threshold: 1024,
    customTypes: compressibleType,
    // Request bodies arrive as they always have; only answers are compressed.
    globalDecompression: false,
  });
}
