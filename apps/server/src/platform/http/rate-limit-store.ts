import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** What @fastify/rate-limit asks a store: the count in the caller's window and the window's time left. */
type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child` at run time (its types name Fastify's route options instead). */
interface MergedRouteOptions {
  routeInfo?: { method?: string; url?: string };
}

/** Every this many counts, windows over an hour old are deleted (the longest limit is 10 minutes). */
const sweepEvery = 500;

/**
 * A @fastify/rate-limit store in PostgreSQL: one fixed window per route and address, counted in one
 * statement, so two server instances behind a load balancer share one limit instead of each
 * allowing the whole of it (issue 19). The database's clock times the windows, the same for all.
 */
export function postgresRateLimitStore(db: Database) {
  let counted = 0;

  async function increment(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const result = await db.execute<{ hits: number; ttl: string }>(sql`
      insert into rate_limit_windows as w (key, started_at, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        started_at = case when w.started_at + ${window} <= now() then now() else w.started_at end,
        hits = case when w.started_at + ${window} <= now() then 1 else w.hits + 1 end
      returning hits, ceil(extract(epoch from (started_at + ${window} - now())) * 1000) as ttl`);
    const [row] = result.rows;
    if (!row) throw new Error('the rate-limit count returned no row');
    counted += 1;
    if (counted % sweepEvery === 0) {
      await db.execute(sql`delete from rate_limit_windows where started_at < now() - interval '1 hour'`);
    }
    return { current: row.hits, ttl: Math.max(0, Number(row.ttl)) };
  }

  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    /** The plugin passes the route's window (ms) third, though its types declare two arguments. */
    incr(address: string, callback: IncrementCallback, timeWindow?: number): void {
      if (timeWindow === undefined) {
        callback(new Error('the rate limit was asked to count without a time window'));
        return;
      }
      increment(`${this.prefix}${address}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): PostgresRateLimitStore {
      const route = (routeOptions as MergedRouteOptions).routeInfo;
      return new PostgresRateLimitStore(undefined, `${route?.method ?? ''} ${route?.url ?? ''} `);
    }
  };
}
