import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long requests already running may take to finish once the server is told to stop. */
export const drainTimeoutMs = 10_000;

/** The listener stays open until no connection has arrived for this long (at most `maxAcceptMs`). */
export const acceptQuietMs = 250;
const maxAcceptMs = 2_000;

/**
 * Closes the app the way a stop should: connections already waiting are taken, then no new
 * ones; requests on open connections answered with `Connection: close`, idle connections closed,
 * requests in flight answered, then the onClose hooks (the PDF browser). Requests still running
 * after `timeoutMs` are cut so the stop ends. Answers how many connections were cut.
 */
export async function closeGracefully(
  app: FastifyInstance,
  timeoutMs = drainTimeoutMs,
): Promise<{ cutConnections: number }> {
  await acceptWaitingConnections(app.server);
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

/**
 * A client's connection is complete once the kernel has it, and its request may already be sent;
 * it then waits in the listen backlog until the event loop, busy under load, takes it. Closing the
 * listener at that moment resets every such connection (their clients see ECONNRESET for requests
 * they sent). So the listener stays open until connections stop arriving for a moment.
 */
function acceptWaitingConnections(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const deadline = Date.now() + maxAcceptMs;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      server.off('connection', wait);
      resolve();
    };
    function wait() {
      clearTimeout(timer);
      timer = setTimeout(done, Math.max(0, Math.min(acceptQuietMs, deadline - Date.now())));
    }
    server.on('connection', wait);
    wait();
  });
}
