import type { Role } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per code sent (or pretended sent, for unknown phones, so the answers look the same). */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid().notNull().defaultRandom(),
    phoneNumber: text().notNull(),
    role: text().$type<Role>().notNull(),
    /** Null for a phone that matches no account: no code can ever verify it. */
    codeHash: text(),
    /** A special number signs in with its fixed code instead of an SMS. */
    usesFixedCode: boolean().notNull().default(false),
    requestedFrom: text().notNull(),
    /** Wrong codes tried against this request; at otpMaxWrongTries the request is dead. */
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_requests_phone_created_idx').on(table.phoneNumber, table.createdAt),
    index('otp_requests_address_created_idx').on(table.requestedFrom, table.createdAt),
  ],
);

/**
 * Wrong codes per phone, counted only against requests issued for that phone (ADR 0019); enough of
 * them lock the phone for fifteen minutes.
 */
export const phoneGuards = pgTable('phone_guards', {
  phoneNumber: text().primaryKey(),
  failedAttempts: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every failed verify, by client address, so the per-address limit holds across processes and
 * restarts. Rows older than the window are deleted as the same address comes back.
 */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    address: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_failures_address_created_idx').on(table.address, table.createdAt)],
);

/**
 * Refresh tokens, stored hashed. Each rotation marks the old one replaced; presenting a replaced
 * token again means it was copied, and the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid().notNull(),
    userId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    replacedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** Where and with what the token was issued: the sessions view shows the newest of a family. */
    createdFrom: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    // Every authenticated request asks whether its session (family) is still live.
    index('refresh_tokens_live_family_idx')
      .on(table.familyId)
      .where(sql`${table.revokedAt} is null`),
    index('refresh_tokens_live_user_idx').on(table.userId).where(sql`${table.revokedAt} is null`),
  ],
);
