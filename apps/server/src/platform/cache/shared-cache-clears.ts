import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Database, poolOf } from '../db/client';
import type { CacheRegistry } from './lookup-cache';

const channel = 'tg_cache_cleared';
const reconnectDelayMs = 1_000;

export interface SharedCacheClears {
  close(): Promise<void>;
}

/**
 * Makes a cache cleared in one server instance cleared in every instance on the database
 * (issue 19): a clear here is sent with NOTIFY, and a dedicated connection LISTENs for the others'.
 * Without it, an instance behind the same load balancer would serve what another just changed
 * (the business details on a PDF, the catalogue's dropdowns) until its copy expired.
 * After a lost connection everything is cleared here, as clears may have been missed meanwhile.
 */
export async function shareCacheClears(
  caches: CacheRegistry,
  db: Database,
  log: (line: string) => void,
): Promise<SharedCacheClears> {
  const instance = randomUUID();
  const pool = poolOf(db);
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  caches.announceClearsTo((name) => {
    pool
      .query('select pg_notify($1, $2)', [channel, JSON.stringify({ instance, name })])
      .catch((error: Error) =>
        log(`cache clear of ${name} not shared with other instances: ${error.message}`),
      );
  });

  const heard = (message: pg.Notification) => {
    try {
      const { instance: from, name } = JSON.parse(message.payload ?? '') as {
        instance?: string;
        name?: string;
      };
      if (from !== instance && typeof name === 'string') caches.clearHere(name);
    } catch {
      // Not one of ours: nothing to clear.
    }
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    client.on('notification', heard);
    client.on('error', (error) => {
      log(`cache clears from other instances not heard: ${error.message}; listening again`);
      if (listener === client) listener = undefined;
      void client.end().catch(() => {});
      scheduleListen();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  };

  const scheduleListen = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        () => caches.clearHere(),
        (error: Error) => {
          log(`cache clears from other instances not heard: ${error.message}; trying again`);
          scheduleListen();
        },
      );
    }, reconnectDelayMs);
  };

  await listen().catch((error: Error) => {
    log(`cache clears from other instances not heard: ${error.message}; trying again`);
    scheduleListen();
  });

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
