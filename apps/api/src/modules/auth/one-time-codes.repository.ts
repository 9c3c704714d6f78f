import { and, desc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codeRequests, oneTimeCodes, users } from '../../db/schema';

const PASSWORD_RESET = 'password_reset';
const HOUR = 60 * 60_000;

/** Password-reset codes: only their hashes are stored, and only the newest one counts. */
export function createOneTimeCodesRepository(db: Database) {
  return {
    async latest(userId: number) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, PASSWORD_RESET)))
        .orderBy(desc(oneTimeCodes.sentAt), desc(oneTimeCodes.id))
        .limit(1);
      return row;
    },

    /**
     * Stores a code in the caller's transaction (which queues the email that carries it), so the
     * code and its email exist together or not at all.
     */
    async insert(
      tx: Database,
      code: { userId: number; codeHash: string; sentAt: Date; expiresAt: Date },
    ) {
      await tx.insert(oneTimeCodes).values({ ...code, purpose: PASSWORD_RESET });
    },

    /**
     * Takes one try from the code before it is compared, so parallel guesses cannot exceed the
     * limit; null when none is left. Resolves to the number of tries used, this one included.
     */
    async takeAttempt(codeId: number, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, codeId), lt(oneTimeCodes.attempts, maxAttempts)))
        .returning({ attempts: oneTimeCodes.attempts });
      return row ? row.attempts : null;
    },

    /**
     * Takes the 59-second slot for an email: null when taken now, or else when the last request
     * was (that request keeps the slot). One statement, so parallel requests get one slot.
     */
    async claimCodeRequest(emailHash: string, now: Date, gapMs: number): Promise<Date | null> {
      const freeBefore = new Date(now.getTime() - gapMs);
      await db.delete(codeRequests).where(lt(codeRequests.sentAt, new Date(now.getTime() - HOUR)));
      const [claimed] = await db
        .insert(codeRequests)
        .values({ emailHash, sentAt: now })
        .onConflictDoUpdate({
          target: codeRequests.emailHash,
          set: { sentAt: now },
          setWhere: lte(codeRequests.sentAt, freeBefore),
        })
        .returning({ sentAt: codeRequests.sentAt });
      if (claimed) return null;
      const [last] = await db
        .select({ sentAt: codeRequests.sentAt })
        .from(codeRequests)
        .where(eq(codeRequests.emailHash, emailHash));
      return last?.sentAt ?? null;
    },

    /** Marks a code verified (once) and binds the reset to this verifier's token, replacing any earlier one. */
    async markVerified(codeId: number, now: Date, resetTokenHash: string) {
      await db
        .update(oneTimeCodes)
        .set({ verifiedAt: sql`coalesce(${oneTimeCodes.verifiedAt}, ${now})`, resetTokenHash })
        .where(eq(oneTimeCodes.id, codeId));
    },

    /**
     * Spends a verified, unspent, unexpired code, with the token of the client that verified it, and sets the new password in one transaction,
     * revoking every token and (the code proved the inbox) verifying the email. False if no code.
     * Runs in the caller's transaction `tx` (which queues the email saying so).
     */
    async resetPassword(
      tx: Database,
      options: {
        codeId: number;
        userId: number;
        resetTokenHash: string;
        passwordHash: string;
        now: Date;
      },
    ) {
      const { codeId, userId, resetTokenHash, passwordHash, now } = options;
      const [spent] = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeCodes.id, codeId),
            isNotNull(oneTimeCodes.verifiedAt),
            eq(oneTimeCodes.resetTokenHash, resetTokenHash),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      if (!spent) return false;
      await tx
        .update(users)
        .set({ passwordHash, isVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
      return true;
    },
  };
}
export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
