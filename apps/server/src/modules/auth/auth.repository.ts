import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { otpRequests, phoneGuards, refreshTokens } from './auth.table';

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
