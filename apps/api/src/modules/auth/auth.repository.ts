import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { NewPlayer } from '../../lib/new-account';
import { emailVerificationTokens, locations, users } from '../../db/schema';
import { emailTaken, findAccountRow, withEmail } from '../../db/account-rows';
import { isActiveLocation } from '../../db/location-rows';
import type { AccountRow } from '../../lib/account';
import { UserType } from '@courtbook/shared';

/** Whom a verification link verified, and the club where they log in. */
export interface VerifiedAccount {
  email: string;
  alreadyVerified: boolean;
  location: { id: number; name: string } | null;
}

/** Accounts and email verification: the only SQL of registration and login. */
export function createAuthRepository(db: Database) {
  return {
    isActiveLocation: (id: number) => isActiveLocation(db, id),

    emailTaken: (email: string) => emailTaken(db, email),

    /** An active account by email, whatever its letter case, with what login needs. */
    async findActiveByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          passwordHash: users.passwordHash,
          userType: users.userType,
          isVerified: users.isVerified,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(and(withEmail(email), eq(users.isActive, true)))
        .limit(1);
      return row;
    },

    /**
     * Creates the player and their first verification token, in the transaction `tx` the caller
     * opens (which queues the verification email with them).
     */
    async createPlayer(tx: Database, player: NewPlayer, tokenExpiresAt: Date) {
      const [user] = await tx
        .insert(users)
        .values({ ...player, userType: UserType.Player, isVerified: false })
        .returning({ id: users.id, email: users.email });
      if (!user) throw new Error('user not inserted');
      const token = await this.createVerificationToken(tx, user.id, tokenExpiresAt);
      return { ...user, token };
    },

    /** A new verification token, in the caller's transaction (which queues the link's email). */
    async createVerificationToken(tx: Database, userId: number, expiresAt: Date): Promise<string> {
      const [row] = await tx
        .insert(emailVerificationTokens)
        .values({ userId, expiresAt })
        .returning({ token: emailVerificationTokens.token });
      if (!row) throw new Error('verification token not inserted');
      return row.token;
    },

    /**
     * Spends an unused, unexpired token and verifies its active account. A token already spent, or
     * expired, whose account is verified (by this link, a newer one or a reset code) reads as
     * already verified. Null when the token verifies nothing: unknown, or its account is
     * deactivated or still unverified.
     */
    async useVerificationToken(
      tx: Database,
      token: string,
      now: Date,
    ): Promise<VerifiedAccount | null> {
      const [used] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.token, token),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId });
      const [wasVerified] = used
        ? await tx
            .select({ isVerified: users.isVerified })
            .from(users)
            .where(eq(users.id, used.userId))
        : [];
      if (used) {
        // A deactivated account's link is spent but verifies nothing.
        await tx
          .update(users)
          .set({ isVerified: true })
          .where(and(eq(users.id, used.userId), eq(users.isActive, true)));
      }
      const [account] = await tx
        .select({
          email: users.email,
          isVerified: users.isVerified,
          locationId: locations.id,
          locationName: locations.name,
        })
        .from(emailVerificationTokens)
        .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
        .leftJoin(
          locations,
          and(eq(locations.id, users.homeLocationId), eq(locations.isActive, true)),
        )
        .where(and(eq(emailVerificationTokens.token, token), eq(users.isActive, true)))
        .limit(1);
      if (!account?.isVerified) return null;
      return {
        email: account.email,
        alreadyVerified: !used || wasVerified?.isVerified === true,
        location:
          account.locationId !== null && account.locationName !== null
            ? { id: account.locationId, name: account.locationName }
            : null,
      };
    },

    async setLastLocation(userId: number, locationId: number) {
      await db.update(users).set({ lastLocationId: locationId }).where(eq(users.id, userId));
    },

    /** Revokes every token issued so far. */
    async bumpTokenVersion(userId: number) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    findAccount: (userId: number): Promise<AccountRow | undefined> => findAccountRow(db, userId),
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
