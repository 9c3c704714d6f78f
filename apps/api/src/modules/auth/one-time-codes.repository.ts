import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';

const PASSWORD_RESET = 'password_reset';

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

    async insert(code: { userId: number; codeHash: string; sentAt: Date; expiresAt: Date }) {
      await db.insert(oneTimeCodes).values({ ...code, purpose: PASSWORD_RESET });
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

    async markVerified(codeId: number, now: Date) {
      await db
        .update(oneTimeCodes)
        .set({ verifiedAt: now })
        .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.verifiedAt)));
    },

    /**
     * Spends a verified, unspent, unexpired code and sets the new password in one transaction,
     * revoking every token and (the code proved the inbox) verifying the email. False if no code.
     */
    async resetPassword(options: {
      codeId: number;
      userId: number;
      passwordHash: string;
      now: Date;
    }) {
      const { codeId, userId, passwordHash, now } = options;
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(oneTimeCodes.id, codeId),
              isNotNull(oneTimeCodes.verifiedAt),
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
      });
    },
  };
}
export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
