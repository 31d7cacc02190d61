import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request counts behind the routes' rate limits (sign-in, uploads, the storefront's leads):
 * one fixed window per route and address. Kept in PostgreSQL so that every server instance behind
 * a load balancer counts the same requests (issue 19).
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  /** The route and the caller's address. */
  key: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});
