import type { Role } from '@tg/domain';
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
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_requests_phone_created_idx').on(table.phoneNumber, table.createdAt),
    index('otp_requests_address_created_idx').on(table.requestedFrom, table.createdAt),
  ],
);

/** Wrong codes per phone; five lock the phone for fifteen minutes. */
export const phoneGuards = pgTable('phone_guards', {
  phoneNumber: text().primaryKey(),
  failedAttempts: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);
