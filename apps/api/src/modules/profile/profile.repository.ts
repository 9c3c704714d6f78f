import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { findAccountRow } from '../../db/account-rows';
import { isActiveLocation } from '../../db/location-rows';

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
  return {
    findAccount: (userId: number) => findAccountRow(db, userId),

    /** Makes an active location the player's current one; false when there is no such location. */
    async setCurrentLocation(userId: number, locationId: number): Promise<boolean> {
      if (!(await isActiveLocation(db, locationId))) return false;
      await db.update(users).set({ lastLocationId: locationId }).where(eq(users.id, userId));
      return true;
    },

    /** Saves the changes; resolves with the account as it now is and the image it replaced. */
    async update(tx: Database, userId: number, changes: ProfileChanges) {
      const [before] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!before) return undefined;
      await tx.update(users).set(changes).where(eq(users.id, userId));
      const account = await findAccountRow(tx, userId);
      return account && { account, previousImage: before.image };
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
