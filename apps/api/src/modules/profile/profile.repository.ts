import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations, users } from '../../db/schema';
import type { AccountRow } from '../../lib/account';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  /** A new image path; undefined keeps the current one. */
  image?: string | undefined;
}

/** The only SQL of the profile feature. */
export function createProfileRepository(db: Database) {
  const findAccount = async (executor: Database, userId: number) => {
    const [row] = await executor
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        country: users.country,
        image: users.image,
        userType: users.userType,
        isVerified: users.isVerified,
        homeLocationId: users.homeLocationId,
        lastLocationId: users.lastLocationId,
        locationName: locations.name,
      })
      .from(users)
      .leftJoin(
        locations,
        eq(locations.id, sql`coalesce(${users.lastLocationId}, ${users.homeLocationId})`),
      )
      .where(eq(users.id, userId))
      .limit(1);
    return row satisfies AccountRow | undefined;
  };

  return {
    findAccount: (userId: number) => findAccount(db, userId),

    /** Saves the changes; resolves with the account as it now is and the image it replaced. */
    async update(userId: number, changes: ProfileChanges) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ image: users.image })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!before) return undefined;
        await tx.update(users).set(changes).where(eq(users.id, userId));
        const account = await findAccount(tx, userId);
        return account && { account, previousImage: before.image };
      });
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
