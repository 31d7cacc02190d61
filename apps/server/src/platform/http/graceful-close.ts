import type { FastifyInstance } from 'fastify';

/** How long requests already running may take to finish once the server is told to stop. */
export const drainTimeoutMs = 10_000;

/**
 * Closes the app the way a stop should: no new connections, 503 to new requests on open
 * keep-alive connections, idle connections closed, requests in flight answered, then the onClose
 * hooks (the PDF browser). Requests still running after `timeoutMs` are cut so the stop ends.
 * Answers how many connections were cut.
 */
export async function closeGracefully(
  app: FastifyInstance,
  timeoutMs = drainTimeoutMs,
): Promise<{ cutConnections: number }> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    closed.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (finished) return { cutConnections: 0 };
  const cutConnections = await new Promise<number>((resolve) =>
    app.server.getConnections((_error, count) => resolve(count)),
  );
  app.server.closeAllConnections();
  await closed;
  return { cutConnections };
}
