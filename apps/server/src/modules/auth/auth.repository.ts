import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
// The session check joins the person in the same query: one round trip per cache miss (ADR 0019).
import { livingPeople } from '../users/users.read-model';
import { otpFailures, otpRequests, phoneGuards, refreshTokens } from './auth.table';

export const authRepository = {
  /** Serialises sign-in work on one phone across processes, until the transaction ends. */
  async lockPhone(tx: Executor, phone: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${phone}`}, 0))`);
  },

  async lastRequestFor(tx: Executor, phone: string) {
    const [row] = await tx
      .select({ createdAt: otpRequests.createdAt })
      .from(otpRequests)
      .where(and(eq(otpRequests.phoneNumber, phone), eq(otpRequests.usesFixedCode, false)))
      .orderBy(sql`${otpRequests.createdAt} desc`)
      .limit(1);
    return row;
  },

  async countRequestsByPhoneSince(tx: Executor, phone: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(otpRequests)
      .where(
        and(
          eq(otpRequests.phoneNumber, phone),
          eq(otpRequests.usesFixedCode, false),
          gt(otpRequests.createdAt, since),
        ),
      );
    return row?.total ?? 0;
  },

  async countRequestsByAddressSince(tx: Executor, address: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(otpRequests)
      .where(
        and(
          eq(otpRequests.requestedFrom, address),
          eq(otpRequests.usesFixedCode, false),
          gt(otpRequests.createdAt, since),
        ),
      );
    return row?.total ?? 0;
  },

  async insertRequest(tx: Executor, values: typeof otpRequests.$inferInsert) {
    const [row] = await tx.insert(otpRequests).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findRequestForUpdate(tx: Executor, requestId: string, sessionId: string) {
    const [row] = await tx
      .select()
      .from(otpRequests)
      .where(and(eq(otpRequests.id, requestId), eq(otpRequests.sessionId, sessionId)))
      .for('update')
      .limit(1);
    return row;
  },

  /** Serialises the failure count of one client address across processes. */
  async lockAddress(tx: Executor, address: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-address:${address}`}, 0))`);
  },

  async countFailuresByAddressSince(tx: Executor, address: string, since: Date) {
    const [row] = await tx
      .select({
        total: count(),
        oldest: sql<Date | null>`min(${otpFailures.createdAt})`.mapWith(otpFailures.createdAt),
      })
      .from(otpFailures)
      .where(and(eq(otpFailures.address, address), gt(otpFailures.createdAt, since)));
    return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
  },

  /** Records a failed verify and drops this address's rows that have left the window. */
  async recordFailure(tx: Executor, address: string, at: Date, windowStart: Date) {
    await tx
      .delete(otpFailures)
      .where(and(eq(otpFailures.address, address), lt(otpFailures.createdAt, windowStart)));
    await tx.insert(otpFailures).values({ address, createdAt: at });
  },

  async countWrongCode(tx: Executor, id: string): Promise<number> {
    const [row] = await tx
      .update(otpRequests)
      .set({ failedAttempts: sql`${otpRequests.failedAttempts} + 1` })
      .where(eq(otpRequests.id, id))
      .returning({ failedAttempts: otpRequests.failedAttempts });
    return row?.failedAttempts ?? 0;
  },

  async consumeRequest(tx: Executor, id: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(otpRequests)
      .set({ consumedAt: at })
      .where(and(eq(otpRequests.id, id), isNull(otpRequests.consumedAt)))
      .returning({ id: otpRequests.id });
    return rows.length === 1;
  },

  async guardOf(tx: Executor, phone: string) {
    const [row] = await tx.select().from(phoneGuards).where(eq(phoneGuards.phoneNumber, phone)).limit(1);
    return row;
  },

  async saveGuard(tx: Executor, phone: string, failedAttempts: number, lockedUntil: Date | null, at: Date) {
    await tx
      .insert(phoneGuards)
      .values({ phoneNumber: phone, failedAttempts, lockedUntil, updatedAt: at })
      .onConflictDoUpdate({
        target: phoneGuards.phoneNumber,
        set: { failedAttempts, lockedUntil, updatedAt: at },
      });
  },

  async insertRefreshToken(tx: Executor, values: typeof refreshTokens.$inferInsert) {
    await tx.insert(refreshTokens).values(values);
  },

  async findRefreshTokenForUpdate(tx: Executor, tokenHash: string) {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    return row;
  },

  /**
   * The role of the session's person while the session (refresh-token family) is not revoked and
   * the person not deleted; undefined otherwise. Runs on every authenticated request the cache
   * misses. Expiry needs no check here: an access token (15 minutes) always ends long before the
   * refresh token issued with it (30 days).
   */
  async liveSession(tx: Executor, familyId: string) {
    const person = livingPeople(tx);
    const [row] = await tx
      .select({ userId: person.id, role: person.role })
      .from(refreshTokens)
      .innerJoin(person, eq(person.id, refreshTokens.userId))
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return row;
  },

  /** A person's live sessions: one row per family, with where its newest token was issued. */
  async liveSessionsOf(tx: Executor, userId: string, at: Date) {
    const rows = await tx
      .select({
        familyId: refreshTokens.familyId,
        startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        address: sql<
          string | null
        >`(array_agg(${refreshTokens.createdFrom} order by ${refreshTokens.createdAt} desc))[1]`,
        userAgent: sql<
          string | null
        >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .groupBy(refreshTokens.familyId)
      .having(sql`max(${refreshTokens.expiresAt}) > ${at}`)
      .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
    return rows;
  },

  /** Revokes the given live families of one person; answers the families it ended. */
  async revokeFamiliesOf(tx: Executor, userId: string, familyIds: readonly string[] | 'all', at: Date) {
    const rows = await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          familyIds === 'all' ? undefined : inArray(refreshTokens.familyId, [...familyIds]),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    return [...new Set(rows.map((row) => row.familyId))];
  },

  async markReplaced(tx: Executor, id: string, at: Date) {
    await tx.update(refreshTokens).set({ replacedAt: at }).where(eq(refreshTokens.id, id));
  },

  async revokeFamily(tx: Executor, familyId: string, at: Date) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },
};
